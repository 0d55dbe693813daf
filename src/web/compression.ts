import { join, resolve, sep } from 'node:path';
import type { FastifyReply } from 'fastify';

/** Answers smaller than this go uncompressed: below it compression saves too little to pay. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** The encodings answers are compressed in, in the order of preference. */
export const COMPRESS_ENCODINGS = ['br', 'gzip'] as const;
export type CompressEncoding = (typeof COMPRESS_ENCODINGS)[number];

/**
 * Vite writes each front end's scripts, styles and images to assets/ under names that carry a
 * hash of their content (index-DLD6G58K.js): a name never changes content, so browsers may keep
 * them for a year without asking again. Everything else (index.html, icons) is checked each time.
 */
export const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';

/** @fastify/static's setHeaders for a built front end in `root`: long-lived caching of root/assets/*. */
export function cacheHashedAssets(root: string): (reply: FastifyReply, path: string) => void {
  const assets = join(resolve(root), 'assets') + sep;
  return (reply, path) => {
    if (path.startsWith(assets)) reply.header('cache-control', HASHED_ASSETS_CACHE);
  };
}
