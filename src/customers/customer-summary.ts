import { Injectable } from '@nestjs/common';
import type { LeadViewDto } from '../leads/dto/lead-view.dto';
import { QuotesService } from '../quotes/quotes.service';
import type { CustomerSummaryDto } from './dto/customer-list.dto';

export type SummaryLead = Pick<
  LeadViewDto,
  'id' | 'businessProfileId' | 'firstName' | 'lastName' | 'email' | 'phone' | 'status' | 'applicationReference' | 'selectedProviderId'
>;

/**
 * Where each customer's latest application stands (pure): its status is its latest lead's (the
 * highest id), its selected provider the latest lead's, else its selected quote's provider.
 * The same rule as the list's status and providerId filters (customer-query.ts).
 */
export function summarise(
  profileIds: string[],
  leads: SummaryLead[],
  selectedQuoteProviders: Map<string, number>,
  providerNames: Map<number, string>,
): Map<string, CustomerSummaryDto> {
  const latest = new Map<string, SummaryLead>();
  for (const lead of leads) {
    const current = latest.get(lead.businessProfileId);
    if (!current || lead.id > current.id) latest.set(lead.businessProfileId, lead);
  }
  const summaries = new Map<string, CustomerSummaryDto>();
  for (const id of profileIds) {
    const lead = latest.get(id);
    const providerId = lead?.selectedProviderId ?? selectedQuoteProviders.get(id) ?? null;
    summaries.set(id, {
      status: lead?.status ?? null,
      selectedProvider: providerId === null ? null : { id: providerId, name: providerNames.get(providerId) ?? '' },
      latestLead: lead
        ? {
            id: lead.id,
            firstName: lead.firstName,
            lastName: lead.lastName,
            email: lead.email,
            phone: lead.phone,
            status: lead.status,
            applicationReference: lead.applicationReference,
          }
        : null,
    });
  }
  return summaries;
}

/** Reads what summarise() needs beyond the customers' leads: selected quotes and provider names. */
@Injectable()
export class CustomerSummaries {
  constructor(private readonly quotes: QuotesService) {}

  /** `leads` must be every lead of these customers. */
  async of(profileIds: string[], leads: SummaryLead[]): Promise<Map<string, CustomerSummaryDto>> {
    const leadProviderIds = new Set<number>();
    for (const lead of leads) if (lead.selectedProviderId !== null) leadProviderIds.add(lead.selectedProviderId);
    const { selected, names } = await this.quotes.selectedProviders(profileIds, [...leadProviderIds]);
    return summarise(profileIds, leads, selected, names);
  }
}
