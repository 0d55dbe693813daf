import type { ImageKind } from './image-kinds';

/**
 * The limits and texts of the two uploads, word for word where the product
 * fixes them. Pure: the back-office can show the same limits.
 */
const MB = 1024 * 1024;

export interface ImageRule {
  /** The multipart field of the upload route. */
  field: 'logo' | 'image';
  maxBytes: number;
  /** The recommended size: the picture is fitted inside it (never enlarged). */
  width: number;
  height: number;
  tooLarge: string;
}

export const IMAGE_RULES: Readonly<Record<ImageKind, ImageRule>> = {
  logo: { field: 'logo', maxBytes: 2 * MB, width: 200, height: 80, tooLarge: 'File size must be less than 2MB' },
  'terminal-image': { field: 'image', maxBytes: 5 * MB, width: 400, height: 300, tooLarge: 'File size must be less than 5MB' },
};

/** Pictures with more pixels are refused before they are decoded (decompression bombs): 40 megapixels, a 7,700 x 5,200 photo. */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  wrongType: 'Only PNG, JPG, and WEBP images are allowed',
  unreadable: 'The image could not be read. It may be damaged or incomplete.',
  tooManyPixels: `The image is too large in pixels (at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels)`,
  pathInName: 'The file name must not contain a folder path',
  oneFile: 'Please upload one image at a time',
  unreadableUpload: 'The upload could not be read. Please try again.',
} as const;

export function missingFileMessage(rule: ImageRule): string {
  return `Please choose an image to upload (multipart field "${rule.field}")`;
}
