import type { SessionUser } from '../auth/session-user';

/** A partner's send to anyone but its own provider's applicants on the customer (400, nothing stored). */
export const PARTNER_RECIPIENT_MESSAGE = "Partners can email only the customer's applicants for their own provider";

/** An email address as compared: trimmed, lower case. */
export function normalizedAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** A customer's lead, as far as the recipient rule is concerned. */
export interface LeadAddress {
  email: string;
  selectedProviderId: number | null;
}

/**
 * Who a user may email from the company's address about a customer (pure): admins and staff
 * anyone; a partner only the email address of one of the customer's leads whose selected
 * provider is the partner's own (compared trimmed and case-insensitively); a partner with no
 * provider nobody.
 */
export function mayEmail(user: Pick<SessionUser, 'role' | 'providerId'>, recipient: string, leads: readonly LeadAddress[]): boolean {
  if (user.role !== 'partner') return true;
  if (user.providerId === null) return false;
  const address = normalizedAddress(recipient);
  return leads.some((lead) => lead.selectedProviderId === user.providerId && normalizedAddress(lead.email) === address);
}

/**
 * The provider an email to `recipient` belongs to when admin or staff write it (pure): the one
 * provider of the customer's leads with that address, so the partner of that lead reads it; null
 * (the platform's own) when no lead has the address or leads of several providers share it.
 */
export function providerOfRecipient(recipient: string, leads: readonly LeadAddress[]): number | null {
  const address = normalizedAddress(recipient);
  const providers = new Set(leads.filter((lead) => normalizedAddress(lead.email) === address).map((lead) => lead.selectedProviderId));
  if (providers.size !== 1) return null;
  return [...providers][0];
}
