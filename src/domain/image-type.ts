/**
 * What an uploaded picture really is, judged by its first bytes (magic numbers), never by its
 * name or declared type: the one place that knows the signatures of the picture formats the
 * product accepts (statements: PNG, JPEG; logos and terminal images: PNG, JPEG, WEBP). Pure, so
 * the back-office checks a chosen picture with the server's own rule before its crop step.
 */
export type ImageType = 'png' | 'jpeg' | 'webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // 'RIFF', then 4 bytes of size, then 'WEBP'
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** True when `bytes` holds `magic` at `offset`. */
export function hasBytesAt(bytes: Uint8Array, magic: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + magic.length && magic.every((byte, i) => bytes[offset + i] === byte);
}

/** The picture format of `bytes` from its content, or null when it is none of PNG, JPEG, WEBP. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (hasBytesAt(bytes, PNG)) return 'png';
  if (hasBytesAt(bytes, JPEG)) return 'jpeg';
  if (hasBytesAt(bytes, RIFF) && hasBytesAt(bytes, WEBP, 8)) return 'webp';
  return null;
}
