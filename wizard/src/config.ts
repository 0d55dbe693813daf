/**
 * Fixed settings of the public site. The company's own details and links are not here: they are
 * configuration of the server, read when the site starts (company/company.ts).
 */

/** Used in the header, footer and page titles. */
export const SITE_NAME = 'Merchant Compare';

/**
 * Accepts an absolute http(s) address, otherwise answers the fallback, so a mistyped value can
 * never produce a javascript: or relative link.
 */
export function externalUrl(raw: string | undefined, fallback: string): string {
  if (!raw) return fallback;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** rel for every link that opens an external page in a new tab. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

/** A plain email address, else the fallback (no mailto: injection). */
export function emailAddress(raw: string | undefined, fallback: string): string {
  return raw && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(raw) ? raw : fallback;
}
