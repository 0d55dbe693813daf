/**
 * The calls of the wizard, each a thin wrapper over apiRequest. A profile id
 * opens nothing on its own: every call about an existing profile carries the visit's session id
 * (the X-Session-Id header, or the body's sessionId where the payload already holds it).
 */
import { ApiError, apiRequest, serverMessage } from './client';
import type {
  ComparisonResult,
  DocumentAnalysis,
  IndustryDefaults,
  LeadCreated,
  Quote,
  QuoteSummaryBox,
  RenewalReminderSet,
  RenewalReminderWithdrawn,
  SavedProgress,
  Terminal,
} from './types';
import { UPLOAD_TEXTS } from '../wizard/messages';

/** The header that carries the visit's session id: the owner secret of its business profile. */
export const SESSION_HEADER = 'X-Session-Id';

/** The answer of POST/PUT /api/business-profiles: the saved profile with its id. */
export interface SavedProfile {
  id: string;
  [field: string]: unknown;
}

export function createBusinessProfile(payload: Record<string, unknown>): Promise<SavedProfile> {
  return apiRequest<SavedProfile>('POST', '/api/business-profiles', payload);
}

/** The payload carries the sessionId that created the profile. */
export function updateBusinessProfile(id: string, payload: Record<string, unknown>): Promise<SavedProfile> {
  return apiRequest<SavedProfile>('PUT', `/api/business-profiles/${encodeURIComponent(id)}`, payload);
}

/** A sector's typical figures; 404 for an unknown sector (the caller falls back to General Business). */
export function fetchIndustryDefaults(sector: string): Promise<IndustryDefaults> {
  return apiRequest<IndustryDefaults>('GET', `/api/industry-defaults/${encodeURIComponent(sector)}`);
}

/** The payload carries the profile id and its sessionId. */
export function compareProviders(payload: Record<string, unknown>): Promise<ComparisonResult> {
  return apiRequest<ComparisonResult>('POST', '/api/compare-providers', payload);
}

/** One provider's summary box for the profile's saved figures (opened one at a time, so the comparison's answer leaves them out). */
export function fetchSummaryBox(profileId: string, providerId: number, sessionId: string): Promise<QuoteSummaryBox> {
  return apiRequest<QuoteSummaryBox>('GET', `/api/business-profiles/${encodeURIComponent(profileId)}/summary-boxes/${providerId}`, undefined, {
    [SESSION_HEADER]: sessionId,
  });
}

export function fetchProviderTerminals(providerId: number): Promise<Terminal[]> {
  return apiRequest<Terminal[]>('GET', `/api/providers/${providerId}/terminals`);
}

/** POST /api/leads with an Idempotency-Key, so a repeated submission answers the first lead. */
export function createLead(payload: Record<string, unknown>, idempotencyKey: string, sessionId: string): Promise<LeadCreated> {
  return apiRequest<LeadCreated>('POST', '/api/leads', payload, { 'Idempotency-Key': idempotencyKey, [SESSION_HEADER]: sessionId });
}

export function fetchProfileQuotes(profileId: string, sessionId: string): Promise<Quote[]> {
  return apiRequest<Quote[]>('GET', `/api/business-profiles/${encodeURIComponent(profileId)}/quotes`, undefined, { [SESSION_HEADER]: sessionId });
}

export function selectQuote(quoteId: number, selectionReasoning: string, sessionId: string): Promise<unknown> {
  return apiRequest('POST', `/api/quotes/${quoteId}/select`, { selectionReasoning, sessionId });
}

/** The state names the profile; its session id goes in the header (the stored state never keeps it). */
export function saveProgress(email: string, state: Record<string, unknown>, sessionId: string): Promise<{ success: boolean; expiresAt: string }> {
  return apiRequest('POST', '/api/progress', { email, state }, { [SESSION_HEADER]: sessionId });
}

/** The saved state and a fresh session id for its profile (the token travels in the body, not the URL). */
export function fetchSavedProgress(token: string): Promise<SavedProgress> {
  return apiRequest<SavedProgress>('POST', '/api/progress/resume', { token });
}

/** Asks for a renewal reminder for the visit's profile, with the consent given (the state is what its link reopens). */
export function createRenewalReminder(
  payload: { businessProfileId: string; email: string; contractEndDate: string; consent: true; state: Record<string, unknown> },
  sessionId: string,
): Promise<RenewalReminderSet> {
  return apiRequest<RenewalReminderSet>('POST', '/api/renewal-reminders', payload, { [SESSION_HEADER]: sessionId });
}

/** Sets a renewal reminder by the token of a quote email's link (in the body, not the URL), the consent given. */
export function setRenewalReminderByLink(token: string, contractEndDate: string): Promise<RenewalReminderSet> {
  return apiRequest<RenewalReminderSet>('POST', '/api/renewal-reminders/by-link', { token, contractEndDate, consent: true });
}

/** Withdraws a renewal reminder by the token of its emailed link (in the body, not the URL). */
export function withdrawRenewalReminder(token: string): Promise<RenewalReminderWithdrawn> {
  return apiRequest<RenewalReminderWithdrawn>('POST', '/api/renewal-reminders/withdraw', { token });
}

export type TrackingPath = '/api/track-user-launch' | '/api/track-user' | '/api/track-step';

/**
 * Tracking calls: fire-and-forget, a failure is only logged and never reaches the visitor.
 * `extra` carries the step of /api/track-step.
 */
export async function trackQuietly(path: TrackingPath, sessionId: string, extra: { step?: number } = {}): Promise<void> {
  try {
    await apiRequest('POST', path, { sessionId, ...extra });
  } catch (error) {
    console.warn(`Tracking ${path} failed`, error);
  }
}

/** Error of the statement upload, carrying the message to show in the drop zone. */
export class DocumentAnalysisError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'DocumentAnalysisError';
    this.status = status;
  }
}

/**
 * POST /api/analyze-document as multipart (document, businessProfileId), credentials included.
 * A non-OK answer throws with the server's message (413: 'File size must be less than 10MB';
 * 415: 'File type not supported. Please upload: ...'), or 'Failed to analyse document' when it
 * has none.
 */
export async function analyzeDocument(file: File, businessProfileId: string, sessionId: string, signal?: AbortSignal): Promise<DocumentAnalysis> {
  const body = new FormData();
  body.append('businessProfileId', businessProfileId);
  body.append('document', file, file.name);
  const response = await fetch('/api/analyze-document', { method: 'POST', body, credentials: 'include', signal, headers: { [SESSION_HEADER]: sessionId } });
  const text = await response.text();
  if (!response.ok) {
    throw new DocumentAnalysisError(response.status, serverMessage(text) ?? UPLOAD_TEXTS.failed);
  }
  return JSON.parse(text) as DocumentAnalysis;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The profile's quote for a provider (undefined when there is none); throws when the quotes cannot be read. */
async function quoteFor(profileId: string, sessionId: string, providerId: number): Promise<Quote | undefined> {
  const quotes = await fetchProfileQuotes(profileId, sessionId);
  return quotes.find((item) => item.providerId === providerId);
}

/**
 * The id of the profile's quote for a provider, or null when there is none or it cannot be read
 * (the lead still names the provider, and the server resolves the quote from it).
 */
export async function findQuoteId(profileId: string, sessionId: string, providerId: number): Promise<number | null> {
  try {
    return (await quoteFor(profileId, sessionId, providerId))?.id ?? null;
  } catch (error) {
    console.warn('The quotes could not be read; the lead goes without its quote id', error);
    return null;
  }
}

/**
 * Older wizard at submit: find the profile's quote for the chosen provider and mark it
 * selected. A missing quote or a failure is only logged; the submission continues.
 */
export async function markQuoteSelected(profileId: string, providerId: number, sessionId: string, selectionReasoning: string): Promise<void> {
  try {
    const quote = await quoteFor(profileId, sessionId, providerId);
    if (!quote) {
      console.warn(`No quote for provider ${providerId}; the selection is not marked`);
      return;
    }
    await selectQuote(quote.id, selectionReasoning, sessionId);
  } catch (error) {
    console.warn('Marking the quote selected failed', error);
  }
}
