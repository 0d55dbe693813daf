/**
 * The image dialog's rules: the types and size limits are the server's
 * (IMAGE_RULES, IMAGE_MESSAGES through @domain/catalogue-rules, word for word); the crop editor zooms
 * from 0.5 to 2 in steps of 0.1 and its output is a JPEG of quality 0.9.
 */
import { IMAGE_MESSAGES, IMAGE_RULES, type ImageRule } from '@domain/catalogue-rules';
import { sniffImageType } from '@domain/image-type';

export const CROP_ZOOM = { min: 0.5, max: 2, step: 0.1, initial: 1 } as const;
export const CROP_JPEG_QUALITY = 0.9;

/** The picture types the server takes (PNG, JPG/JPEG and WEBP). */
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type ImageKindKey = keyof typeof IMAGE_RULES;

export const imageRule = (kind: ImageKindKey): ImageRule => IMAGE_RULES[kind];

/** Why a chosen file cannot be uploaded ('Invalid file'), or null when it can. */
export function fileProblem(file: { type: string; size: number }, kind: ImageKindKey): string | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.wrongType;
  if (file.size >= IMAGE_RULES[kind].maxBytes) return IMAGE_RULES[kind].tooLarge;
  return null;
}

/** How many first bytes tell PNG, JPEG and WEBP apart ('RIFF', size, 'WEBP'). */
const SIGNATURE_BYTES = 12;

/**
 * Why a chosen file cannot go to the crop step, or null when it can: its declared type and size
 * first, then its first bytes, the way the server judges it (a renamed text file is no picture).
 */
export async function chosenFileProblem(
  file: { type: string; size: number; slice: (start: number, end: number) => Blob },
  kind: ImageKindKey,
): Promise<string | null> {
  const problem = fileProblem(file, kind);
  if (problem) return problem;
  try {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    return sniffImageType(head) ? null : IMAGE_MESSAGES.wrongType;
  } catch {
    return IMAGE_MESSAGES.wrongType;
  }
}

/** The crop frame's shape: the recommended size of the kind (logo 200x80, terminal image 400x300). */
export const cropAspect = (kind: ImageKindKey): number => IMAGE_RULES[kind].width / IMAGE_RULES[kind].height;

/** A zoom value kept within the editor's range and on its 0.1 steps. */
export function clampZoom(value: number): number {
  const bounded = Math.min(CROP_ZOOM.max, Math.max(CROP_ZOOM.min, value));
  return Math.round(bounded / CROP_ZOOM.step) * CROP_ZOOM.step;
}

/** The uploaded file's name: the original's base name with .jpg (the server stores its own generated name anyway). */
export function croppedFileName(original: string): string {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 60) || 'image';
  return `${base}.jpg`;
}

/** Bytes as the gallery shows them: '5.0 KB', '1.2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
