/**
 * Build-time settings of the public site. Values may be overridden with Vite env variables
 * (VITE_*) when building; only http(s) addresses are accepted.
 */

/** Used in the header, footer and page titles. */
export const SITE_NAME = 'Merchant Compare';

/**
 * Accepts an absolute http(s) address, otherwise answers the fallback, so a mistyped build
 * variable can never produce a javascript: or relative link.
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

/** 'Book Now' on the Assisted Comparison tier: the external appointments page (new tab). */
export const ASSISTED_COMPARISON_BOOKING_URL = externalUrl(
  import.meta.env.VITE_ASSISTED_COMPARISON_BOOKING_URL,
  'https://www.example.com/book-assisted-comparison',
);

/** 'Contact Us' on the 121 Expert Support tier: the external contact page (new tab). */
export const EXPERT_SUPPORT_CONTACT_URL = externalUrl(import.meta.env.VITE_EXPERT_SUPPORT_CONTACT_URL, 'https://www.example.com/contact-expert-support');

/** rel for every link that opens an external page in a new tab. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

/** A plain email address, else the fallback (no mailto: injection from a build variable). */
export function emailAddress(raw: string | undefined, fallback: string): string {
  return raw && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(raw) ? raw : fallback;
}

/** The support contact shown on the wizard's confirmation. */
export const SUPPORT_EMAIL = emailAddress(import.meta.env.VITE_SUPPORT_EMAIL, 'support@example.com');
