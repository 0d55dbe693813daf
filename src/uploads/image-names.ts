import { randomUUID } from 'node:crypto';

/**
 * Where uploaded images live and what they are called. Every stored name is generated here (a
 * random UUID and the stored format's extension): no name or path chosen by a client ever
 * reaches the disk, and a name that does not match the generated pattern is refused before any
 * file is touched. Because a name is never reused, the files are served as immutable.
 */
import { IMAGE_KINDS, type ImageKind } from '../domain/catalogue-rules/image-kinds';

export { IMAGE_KINDS };
export type { ImageKind };

/** The folder (under UPLOAD_DIR and /uploads/) of each kind: also the `{type}s` of DELETE /api/uploads/{type}s/{filename}. */
export const IMAGE_FOLDERS: Readonly<Record<ImageKind, string>> = { logo: 'logos', 'terminal-image': 'terminal-images' };

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Every stored image is WEBP (see image-processing.ts). */
export const STORED_EXTENSION = '.webp';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
export const GENERATED_NAME = new RegExp(`^${UUID}\\.webp$`);

/** The URL of a stored logo or terminal image, as a provider's logo or a terminal's imageUrl holds it. */
export const LOGO_URL = new RegExp(`^/uploads/logos/${UUID}\\.webp$`);
export const TERMINAL_IMAGE_URL = new RegExp(`^/uploads/terminal-images/${UUID}\\.webp$`);

/** The path of a stored image under /uploads/ (what the static file server may answer). */
export const UPLOADED_FILE_PATH = new RegExp(`^/(logos|terminal-images)/${UUID}\\.webp$`);

export function generateImageName(): string {
  return `${randomUUID()}${STORED_EXTENSION}`;
}

export function isGeneratedName(filename: string): boolean {
  return GENERATED_NAME.test(filename);
}

export function imageUrl(kind: ImageKind, filename: string): string {
  return `${UPLOADS_URL_PREFIX}${IMAGE_FOLDERS[kind]}/${filename}`;
}

/** The kind of a folder name ('logos', 'terminal-images'), or null. */
export function kindOfFolder(folder: string): ImageKind | null {
  return IMAGE_KINDS.find((kind) => IMAGE_FOLDERS[kind] === folder) ?? null;
}

/** The kind and name of a stored image's URL, or null when it is not one. */
export function parseImageUrl(url: string): { kind: ImageKind; filename: string } | null {
  const match = /^\/uploads\/([a-z-]+)\/([^/]+)$/.exec(url);
  const kind = match ? kindOfFolder(match[1]) : null;
  if (!match || !kind || !isGeneratedName(match[2])) return null;
  return { kind, filename: match[2] };
}
