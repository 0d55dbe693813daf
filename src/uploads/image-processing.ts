import { UnprocessableEntityException, UnsupportedMediaTypeException } from '@nestjs/common';
import type sharp from 'sharp';
import { sniffImageType } from '../domain/image-type';
import type { ImageKind } from './image-names';
import { IMAGE_MAX_PIXELS, IMAGE_MESSAGES, IMAGE_RULES } from '../domain/catalogue-rules/image-rules';

let loaded: typeof sharp | undefined;

/** sharp (libvips), loaded at the first upload rather than when the server starts (issue 26). */
function loadSharp(): typeof sharp {
  if (!loaded) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('sharp') as typeof sharp;
    // One upload at a time is the normal case: keep no decoded images cached between them.
    loaded.cache(false);
  }
  return loaded;
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded picture, so that what is stored is always a fresh image of our own
 * making: the format is judged by content (PNG, JPEG or WEBP, else 415); the header's pixel count
 * is checked against IMAGE_MAX_PIXELS before anything is decoded (decompression bombs); a damaged
 * or truncated file is refused (422); the picture is turned upright (EXIF orientation), fitted
 * inside the recommended size without enlarging, and written as WEBP with every metadata block
 * (EXIF, XMP, ICC, comments) left out. Logos are lossless WEBP (sharp edges of text), terminal
 * photos WEBP at quality 85. Transparency is kept.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  if (!sniffImageType(input)) throw new UnsupportedMediaTypeException(IMAGE_MESSAGES.wrongType);
  const rule = IMAGE_RULES[kind];
  try {
    const pipeline = loadSharp()(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', animated: false })
      .timeout({ seconds: 20 })
      .autoOrient()
      .resize({ width: rule.width, height: rule.height, fit: 'inside', withoutEnlargement: true })
      .webp(kind === 'logo' ? { lossless: true, effort: 4 } : { quality: 85, effort: 4 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new UnprocessableEntityException(IMAGE_MESSAGES.tooManyPixels);
    throw new UnprocessableEntityException(IMAGE_MESSAGES.unreadable);
  }
}
