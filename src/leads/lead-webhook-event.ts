import type { LeadWebhookEvent } from '../webhooks/webhook-outbox.service';
import { toLeadView } from './dto/lead-view.dto';
import { Lead } from './entities/lead.entity';

/**
 * The message a lead's provider gets at its webhook: on a new lead ('lead.created') and on each
 * status change ('lead.status_changed', with the status it had before). Its data is the lead as the
 * back-office shows it (contact, timeline, status, the provider and terminal chosen); null when the
 * lead has no provider, so there is nobody to tell.
 */
export function leadWebhookEvent(lead: Lead, at: Date, previousStatus?: string): LeadWebhookEvent | null {
  if (lead.selectedProviderId === null) return null;
  const view = toLeadView(lead);
  return {
    type: previousStatus === undefined ? 'lead.created' : 'lead.status_changed',
    providerId: lead.selectedProviderId,
    leadId: lead.id,
    businessProfileId: lead.businessProfileId,
    data: { lead: view, ...(previousStatus === undefined ? {} : { previousStatus }) },
    at,
  };
}
