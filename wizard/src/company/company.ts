/**
 * The company behind the site (its name, phone, address, support email and the tier links),
 * fetched from the API once when the site starts (GET /api/company), so one build serves any
 * company. Until it is known, whatever shows it waits for it without moving the page.
 */
import { apiRequest } from '../api/client';
import type { PublicCompany } from '../api/types';
import { emailAddress, externalUrl } from '../config';

export type { PublicCompany };

/** A tier's external link, named by the company field that holds it. */
export type CompanyLink = 'bookingUrl' | 'expertContactUrl';

let request: Promise<PublicCompany> | null = null;

/**
 * The company, asked for once per page load (every caller shares the one request); a failed request
 * is forgotten so that the next caller asks again.
 */
export function loadCompany(): Promise<PublicCompany> {
  request ??= apiRequest<PublicCompany>('GET', '/api/company').catch((error: unknown) => {
    request = null;
    throw error;
  });
  return request;
}

/**
 * The address a tier's button opens: the company's, when it is an absolute http(s) address;
 * undefined while the company is not known yet (the button then waits, inactive).
 */
export function companyLink(company: PublicCompany | null, link: CompanyLink): string | undefined {
  const href = company ? externalUrl(company[link], '') : '';
  return href || undefined;
}

/** The support address, when the company is known and it is a plain address (no mailto: injection). */
export function supportEmail(company: PublicCompany | null): string | undefined {
  return (company && emailAddress(company.supportEmail, '')) || undefined;
}

/** Forgets the request (tests). */
export function forgetCompany(): void {
  request = null;
}
