import type { fetchUtils, GetListParams } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type {
  AddTerminalBody,
  CreateProviderBody,
  GalleryImage,
  IndustryDefault,
  ProviderCreated,
  TerminalAdmin,
  UpdateIndustryDefaultBody,
  UploadedImage,
} from './api/catalogueTypes';
import type {
  ActivityView,
  AnalyticsDashboard,
  BusinessProfileView,
  CleanupResult,
  CustomerDetail,
  DashboardDetailRow,
  EmailTemplatePreview,
  EmailTemplateView,
  GmailAuthUrl,
  GmailDisconnect,
  GmailStatus,
  GmailTestResult,
  LeadView,
  PreviewEmailTemplateBody,
  PublicCompany,
  RetentionStatus,
  SendEmailBody,
  SentEmail,
  StatType,
  SystemStats,
  UpdateBusinessDetailsBody,
  UpdateLeadContactBody,
  WebhookDelivery,
  WebhookView,
  WebhookWithSecret,
} from './api/types';
import { periodParams, queryString, type AnalyticsPeriod } from './pages/analytics/analyticsPeriod';
import type { InvitationSent } from './accountLinks';

/**
 * The back-office calls that ra-data-simple-rest has no method for: the data provider's custom
 * methods (dataProvider.ts spreads them in; screens call them through
 * useDataProvider<CrmDataProvider>(), so a 401 or 403 signs the user out in one place).
 * Each answers react-admin's `{ data }` shape. Pure apart from the injected HTTP client.
 */

/** The HTTP client (httpClient.ts: react-admin's fetchJson with the session cookie and the server's messages). */
export type CrmHttpClient = typeof fetchUtils.fetchJson;

/** Where each kind of catalogue image is uploaded, and its multipart field. */
export const UPLOAD_TARGETS = {
  logo: { path: (id: number) => `upload/provider-logo/${id}`, field: 'logo' },
  'terminal-image': { path: (id: number) => `upload/terminal-image/${id}`, field: 'image' },
} as const;

export type ImageKindValue = keyof typeof UPLOAD_TARGETS;

/** `apiRoot` is '/api': most calls are under /api/crm, a few (analytics, the public lists) are not. */
export const createCrmCalls = (apiRoot: string, http: CrmHttpClient) => {
  const crm = `${apiRoot}/crm`;
  // The two simple-rest lists that are not under /api/crm (Content-Range read by simple-rest, as for every other list).
  const outsideCrm = simpleRestProvider(apiRoot, http);
  const read = async <Answer>(url: string): Promise<{ data: Answer }> => ({ data: (await http(url)).json as Answer });
  const send = async <Answer>(url: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', body?: unknown): Promise<{ data: Answer }> => ({
    data: (await http(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as Answer,
  });

  return {
    /** GET /api/company: the company's public identity (COMPANY_* configuration); isExample while it is the example one. */
    getCompany: () => read<PublicCompany>(`${apiRoot}/company`),
    /** GET /api/crm/admin/system-stats: the admin console's figures. */
    getSystemStats: () => read<SystemStats>(`${crm}/admin/system-stats`),
    /** GET /api/crm/data-retention/status: what is stored, what qualifies for deletion, the policy. */
    getRetentionStatus: () => read<RetentionStatus>(`${crm}/data-retention/status`),
    /** POST /api/crm/users/{id}/invitation: emails a user who has not set a password a new invitation (the older link stops working). */
    resendInvitation: (userId: number) => send<InvitationSent>(`${crm}/users/${encodeURIComponent(String(userId))}/invitation`, 'POST', {}),
    /** POST /api/crm/data-retention/cleanup: runs the retention job now. */
    runRetentionCleanup: () => send<CleanupResult>(`${crm}/data-retention/cleanup`, 'POST'),

    /**
     * GET /api/crm/customers/{id}: the customer detail (the customer, its leads, quotes, activities,
     * tasks and emails; not a record of the customers list, so not getOne). 404 for an unknown
     * customer, or another provider's for a partner.
     */
    getCustomerDetail: (customerId: string) => read<CustomerDetail>(`${crm}/customers/${encodeURIComponent(customerId)}`),
    /** PATCH /api/crm/customers/{id}: corrects the business details sent (admins and staff); the profile as corrected. */
    correctBusinessDetails: (customerId: string, body: UpdateBusinessDetailsBody) =>
      send<BusinessProfileView>(`${crm}/customers/${encodeURIComponent(customerId)}`, 'PATCH', body),
    /** PATCH /api/crm/leads/{leadId}: corrects the contact details sent (a partner: its own provider's leads); the lead as corrected. */
    correctLeadContact: (leadId: number, body: UpdateLeadContactBody) => send<LeadView>(`${crm}/leads/${encodeURIComponent(String(leadId))}`, 'PATCH', body),
    /** POST /api/crm/emails/send: the email as stored (queued; the server sends it and fills its placeholders). */
    sendEmail: (body: SendEmailBody) => send<SentEmail>(`${crm}/emails/send`, 'POST', body),

    /** GET /api/analytics/dashboard: the pipeline figures of a period (the server's default: the last 30 days). */
    getAnalyticsDashboard: (period: AnalyticsPeriod) => read<AnalyticsDashboard>(`${apiRoot}/analytics/dashboard${queryString(periodParams(period))}`),
    /** GET /api/crm/dashboard/details: at most 10 rows of one stage in the period. */
    getStageDetails: (statType: StatType, period: AnalyticsPeriod) =>
      read<DashboardDetailRow[]>(`${crm}/dashboard/details${queryString({ statType, ...periodParams(period) })}`),
    /** GET /api/crm/activities/recent: the 5 latest activities the user may see. */
    getRecentActivities: () => read<ActivityView[]>(`${crm}/activities/recent`),

    /** GET /api/crm/gmail/status: the signed-in user's own Gmail connection. */
    getGmailStatus: () => read<GmailStatus>(`${crm}/gmail/status`),
    /** GET /api/crm/gmail/auth-url: Google's consent page for this user (503 with the server's message when Gmail is not configured). */
    getGmailAuthUrl: () => read<GmailAuthUrl>(`${crm}/gmail/auth-url`),
    /** POST /api/crm/gmail/test: a test email to the connected account. */
    sendGmailTest: () => send<GmailTestResult>(`${crm}/gmail/test`, 'POST', {}),
    /** DELETE /api/crm/gmail: forgets the connection (and revokes it at Google). */
    disconnectGmail: () => send<GmailDisconnect>(`${crm}/gmail`, 'DELETE'),

    /**
     * POST /api/crm/email-templates/{id}/preview: the template rendered by the server, with the
     * preview samples (John, Sample Business Ltd, Retail Store, ...), or with one customer's values
     * when a businessProfileId is given (the server's one substitution; the back-office never fills
     * placeholders itself).
     */
    previewEmailTemplate: (id: number, body: PreviewEmailTemplateBody = {}) =>
      send<EmailTemplatePreview>(`${crm}/email-templates/${encodeURIComponent(String(id))}/preview`, 'POST', body),

    /** PATCH /api/crm/email-templates/{id}/automation (admins): an automated email switched on or off; answers the template. */
    switchEmailAutomation: (id: number, isActive: boolean) =>
      send<EmailTemplateView>(`${crm}/email-templates/${encodeURIComponent(String(id))}/automation`, 'PATCH', { isActive }),

    /** GET /api/crm/providers/{id}/webhook: the provider's webhook URL (url null when none is set); never the secret. */
    getWebhook: (providerId: number) => read<WebhookView>(`${crm}/providers/${encodeURIComponent(String(providerId))}/webhook`),
    /** PUT /api/crm/providers/{id}/webhook: sets the URL; the first time the answer carries the signing secret, once. */
    setWebhook: (providerId: number, url: string) =>
      send<WebhookWithSecret>(`${crm}/providers/${encodeURIComponent(String(providerId))}/webhook`, 'PUT', { url }),
    /** POST /api/crm/providers/{id}/webhook/rotate-secret: a new secret, shown once; the old one signs beside it for 24 hours. */
    rotateWebhookSecret: (providerId: number) =>
      send<WebhookWithSecret>(`${crm}/providers/${encodeURIComponent(String(providerId))}/webhook/rotate-secret`, 'POST', {}),
    /** DELETE /api/crm/providers/{id}/webhook: nothing more is sent. */
    removeWebhook: (providerId: number) => send<WebhookView>(`${crm}/providers/${encodeURIComponent(String(providerId))}/webhook`, 'DELETE'),
    /** GET /api/crm/leads/{id}/webhook-deliveries: the lead's deliveries to its provider's webhook, newest first, with their attempts. */
    getLeadWebhookDeliveries: (leadId: number) => read<WebhookDelivery[]>(`${crm}/leads/${encodeURIComponent(String(leadId))}/webhook-deliveries`),
    /** POST /api/crm/webhook-deliveries/{id}/redeliver: sends it again now; answers it after that attempt. */
    redeliverWebhook: (deliveryId: number) =>
      send<WebhookDelivery>(`${crm}/webhook-deliveries/${encodeURIComponent(String(deliveryId))}/redeliver`, 'POST', {}),
    /** POST /api/crm/providers/with-terminals: a provider and its terminals in one call; answers a summary, not a record. */
    createProviderWithTerminals: (body: CreateProviderBody) => send<ProviderCreated>(`${crm}/providers/with-terminals`, 'POST', body),
    /** POST /api/crm/providers/{id}/terminals: a new terminal of an existing provider; answers the terminal. */
    addProviderTerminal: (providerId: number, body: AddTerminalBody) =>
      send<TerminalAdmin>(`${crm}/providers/${encodeURIComponent(String(providerId))}/terminals`, 'POST', body),
    /** GET /api/terminals: the terminal list of provider management. */
    getTerminalList: (params: GetListParams) => outsideCrm.getList<TerminalAdmin>('terminals', params),
    /** GET /api/uploads: the image gallery. */
    getGalleryList: (params: GetListParams) => outsideCrm.getList<GalleryImage>('uploads', params),
    /** DELETE /api/uploads/{logos|terminal-images}/{filename}: refused (409) for an image in use. */
    deleteGalleryImage: (image: Pick<GalleryImage, 'type' | 'filename'>) =>
      send<GalleryImage>(`${apiRoot}/uploads/${image.type}s/${encodeURIComponent(image.filename)}`, 'DELETE'),
    /** PUT /api/crm/industry-defaults/{id}: a sector's defaults replaced (simple-rest's update is a PATCH here). */
    replaceIndustryDefault: (id: number, body: UpdateIndustryDefaultBody) => send<IndustryDefault>(`${crm}/industry-defaults/${id}`, 'PUT', body),
    /**
     * POST the image as multipart to its record's upload route (fetchJson leaves the content type
     * to the browser for a FormData body, boundary included).
     */
    uploadCatalogueImage: async (kind: ImageKindValue, id: number, image: Blob, filename: string): Promise<{ data: UploadedImage }> => {
      const target = UPLOAD_TARGETS[kind];
      const form = new FormData();
      form.append(target.field, image, filename);
      return { data: (await http(`${apiRoot}/${target.path(id)}`, { method: 'POST', body: form })).json as UploadedImage };
    },
  };
};

export type CrmCalls = ReturnType<typeof createCrmCalls>;
