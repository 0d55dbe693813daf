import { pathOf, PUBLIC_ROUTES } from './spa-fallback';

/**
 * Who may show our answers in a frame. Only the public wizard may be embedded, by any site: its
 * pages (PUBLIC_ROUTES, with any query such as ?resume=) and their built assets (/assets/...);
 * the embed protocol posts the wizard's height to the parent page. Everything else refuses every
 * frame, so that no other site can lay a signed-in user's back-office under a decoy and have
 * them click through it: /crm (the back-office, including paths only its history fallback knows),
 * /api (including Swagger at /api/docs), /auth, and any path not listed here (default deny).
 */
const WIZARD_ASSETS = '/assets/';

/** The Content-Security-Policy of every answer, apart from frame-ancestors. */
const POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  'upgrade-insecure-requests',
  "connect-src 'self'",
].join(';');

export const EMBEDDABLE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': `${POLICY};frame-ancestors *`,
};

/** X-Frame-Options for browsers that do not read frame-ancestors. */
export const NOT_EMBEDDABLE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': `${POLICY};frame-ancestors 'none'`,
  'x-frame-options': 'DENY',
};

export function isEmbeddable(url: string): boolean {
  const path = pathOf(url);
  return PUBLIC_ROUTES.includes(path) || path.startsWith(WIZARD_ASSETS);
}

/** The Content-Security-Policy (and X-Frame-Options) of the answer to `url`. */
export function framingHeaders(url: string): Readonly<Record<string, string>> {
  return isEmbeddable(url) ? EMBEDDABLE_HEADERS : NOT_EMBEDDABLE_HEADERS;
}
