import type {
  CleanupResult,
  EmailTemplatePreview,
  GmailAuthUrl,
  GmailDisconnect,
  GmailStatus,
  GmailTestResult,
  PreviewEmailTemplateBody,
  RetentionStatus,
  SystemStats,
} from './api/types';

/**
 * The back-office calls that ra-data-simple-rest has no method for: the data provider's custom
 * methods (dataProvider.ts spreads them in; screens call them through
 * useDataProvider<CrmDataProvider>(), so a 401 or 403 signs the user out in one place).
 * Each answers react-admin's `{ data }` shape. Pure apart from the injected HTTP client.
 */

/** What these calls need of the HTTP client (httpClient.ts: react-admin's fetchJson with the server's messages). */
export type CrmHttpClient = (url: string, options?: { method?: string; body?: string }) => Promise<{ json: unknown }>;

/** `apiRoot` is '/api': most calls are under /api/crm, a few (analytics, the public lists) are not. */
export const createCrmCalls = (apiRoot: string, http: CrmHttpClient) => {
  const crm = `${apiRoot}/crm`;
  const read = async <Answer>(url: string): Promise<{ data: Answer }> => ({ data: (await http(url)).json as Answer });
  const send = async <Answer>(url: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', body?: unknown): Promise<{ data: Answer }> => ({
    data: (await http(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as Answer,
  });

  return {
    /** GET /api/crm/admin/system-stats: the admin console's figures. */
    getSystemStats: () => read<SystemStats>(`${crm}/admin/system-stats`),
    /** GET /api/crm/data-retention/status: what is stored, what qualifies for deletion, the policy. */
    getRetentionStatus: () => read<RetentionStatus>(`${crm}/data-retention/status`),
    /** POST /api/crm/data-retention/cleanup: runs the retention job now. */
    runRetentionCleanup: () => send<CleanupResult>(`${crm}/data-retention/cleanup`, 'POST'),

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
  };
};

export type CrmCalls = ReturnType<typeof createCrmCalls>;
