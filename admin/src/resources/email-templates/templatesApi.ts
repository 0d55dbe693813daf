/** The template call simple-rest cannot make, through the shared httpClient (cookies, the server's message on errors). */
import type { EmailTemplatePreview, PreviewEmailTemplateBody } from '../../api/types';
import { CRM_API, httpClient } from '../../httpClient';

/**
 * POST /api/crm/email-templates/{id}/preview: the template rendered by the server, with the preview
 * samples (John, Sample Business Ltd, Retail Store, ...), or with one customer's values when a businessProfileId is given (the server's
 * one substitution; the back-office never fills placeholders itself).
 */
export const previewTemplate = async (id: number, body: PreviewEmailTemplateBody = {}): Promise<EmailTemplatePreview> =>
  (await httpClient(`${CRM_API}/email-templates/${encodeURIComponent(String(id))}/preview`, { method: 'POST', body: JSON.stringify(body) }))
    .json as EmailTemplatePreview;
