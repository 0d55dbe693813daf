import { Inject, Injectable } from '@nestjs/common';
import negotiate from '@fastify/accept-negotiator';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BACK_OFFICE_BASE, OLD_ADMINISTRATION_ADDRESS } from '../domain/back-office-paths';
import { COMPRESS_ENCODINGS, COMPRESS_THRESHOLD_BYTES, CompressEncoding } from './compression';

/** A front end's index.html, and when it is over the threshold, its br and gzip forms. */
interface Page {
  html: Buffer;
  encoded: Partial<Record<CompressEncoding, Buffer>>;
}

/** The routes the public site knows; any other path gets its 404 screen. */
export const PUBLIC_ROUTES = ['/', '/comparison-tool', '/comparison-tool-original', '/mobile-test', '/renewal-reminder'];

export const WEB_ROOT = resolve(__dirname, '..', '..');
export const ADMIN_DIST = join(WEB_ROOT, 'admin', 'dist');
export const WIZARD_DIST = join(WEB_ROOT, 'wizard', 'dist');

/** Where the two built front ends are (tests point it at fixture folders). */
export interface WebDist {
  admin: string;
  wizard: string;
}
export const BUILT_WEB_DIST: WebDist = { admin: ADMIN_DIST, wizard: WIZARD_DIST };
export const WEB_DIST = Symbol('WEB_DIST');

/** The public site's folder of prerendered pages (never served under its own name). */
export const PRERENDERED_FOLDER = 'prerendered';

/**
 * Where the build writes a public route's prerendered page, relative to the public site's folder
 * (scripts/build-wizard.mjs): prerendered/index.html for '/', prerendered/<route>.html otherwise.
 */
export function prerenderedPageFile(path: string): string {
  return join(PRERENDERED_FOLDER, `${path === '/' ? 'index' : path.slice(1)}.html`);
}

/** The path of a request URL without its query and trailing slashes ('/' for the root). */
export function pathOf(url: string): string {
  return (url.split('?')[0] || '/').replace(/\/+$/, '') || '/';
}

/**
 * History fallback for the two front ends: /crm/... answers the back-office's index.html, other
 * non-API paths the public site's (with 404 for paths the public site does not know, whose
 * screen it renders). A public route the build prerendered (the landing page and the wizard's
 * pages: their content is in the HTML, and the browser hydrates it) answers its own page instead
 * of the empty index.html. /api paths and missing uploaded images are never answered with a page.
 * These pages are answered from the not-found path, which @fastify/compress does not reach, so a
 * page over the threshold is compressed here, once, and sent in the encoding the client accepts.
 */
@Injectable()
export class SpaFallback {
  private readonly cache = new Map<string, Page | null>();

  constructor(@Inject(WEB_DIST) private readonly dist: WebDist) {}

  async serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const path = pathOf(request.url);
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/auth/') || path === '/uploads' || path.startsWith('/uploads/')) return false;
    const isAdmin = path === BACK_OFFICE_BASE || path.startsWith(`${BACK_OFFICE_BASE}/`) || path === OLD_ADMINISTRATION_ADDRESS;
    const isPublicRoute = !isAdmin && PUBLIC_ROUTES.includes(path);
    const page =
      (isPublicRoute ? this.read(join(this.dist.wizard, prerenderedPageFile(path))) : null) ??
      this.read(join(isAdmin ? this.dist.admin : this.dist.wizard, 'index.html'));
    if (page === null) return false;
    const status = isAdmin || isPublicRoute ? 200 : 404;
    reply.status(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const accepted = request.headers['accept-encoding'];
    const encoding = typeof accepted === 'string' ? negotiate(accepted, Object.keys(page.encoded) as CompressEncoding[]) : null;
    const encoded = encoding ? page.encoded[encoding] : undefined;
    if (encoding && encoded) await reply.header('Content-Encoding', encoding).send(encoded);
    else await reply.send(page.html);
    return true;
  }

  /** The page in `file`, read and compressed once; null when the build left no such file. */
  private read(file: string): Page | null {
    if (!this.cache.has(file)) this.cache.set(file, existsSync(file) ? pageOf(readFileSync(file)) : null);
    return this.cache.get(file) ?? null;
  }
}

function pageOf(html: Buffer): Page {
  if (html.length < COMPRESS_THRESHOLD_BYTES) return { html, encoded: {} };
  const compress: Record<CompressEncoding, (input: Buffer) => Buffer> = { br: brotliCompressSync, gzip: gzipSync };
  return { html, encoded: Object.fromEntries(COMPRESS_ENCODINGS.map((encoding) => [encoding, compress[encoding](html)])) };
}
