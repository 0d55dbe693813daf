/**
 * A Save Progress link (pure, no framework imports). Its resume token is a single-use secret
 * (common/secrets/single-use-secret.ts): the link carries it, and saved_progress.token keeps only
 * its SHA-256, so the stored rows cannot be used to open anyone's saved progress.
 */
export function resumeLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/comparison-tool?resume=${token}`;
}

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The site's origin as the request saw it (protocol and Host header; behind the production proxy
 * the forwarded ones), or null when the Host header is missing or malformed.
 */
export function requestOrigin(request: { protocol: string; host?: string }): string | null {
  const host = request.host ?? '';
  if (!HOST.test(host) || (request.protocol !== 'http' && request.protocol !== 'https')) return null;
  return `${request.protocol}://${host}`;
}

/** The site's origin for an emailed link: PUBLIC_URL wins (production always has it); the request's own origin otherwise; the local server for a job. */
export function siteOrigin(config: { publicUrl?: string; port: number }, origin: string | null): string {
  return config.publicUrl ?? origin ?? `http://localhost:${config.port}`;
}
