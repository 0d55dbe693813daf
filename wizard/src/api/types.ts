/**
 * The public API answers the wizard reads, under the names the wizard's
 * code uses. Each is the schema of openapi.yaml, generated into api-types/schema.ts by
 * `npm run api-types` (also run by `npm run openapi`): a renamed or dropped server field fails the
 * type-check here instead of in a visitor's browser. Types only, so nothing of it reaches the bundle.
 */
import type { components } from '@api-types/schema';
import type { ProviderCostBreakdown, QuoteSummaryBox } from '@domain/pricing';

type Schemas = components['schemas'];

export type { ProviderCostBreakdown };

/**
 * GET /api/business-profiles/{id}/summary-boxes/{providerId}: one quote's summary box, the shared
 * pricing module's QuoteSummaryBox (the server answers buildSummaryBox's result as it is).
 */
export type { QuoteSummaryBox };

/** The terminal a compared provider is priced with. */
export type RecommendedTerminal = Schemas['ComparedTerminalDto'];

/**
 * One provider of POST /api/compare-providers. The server documents costBreakdown as a free
 * object; it is the shared pricing module's ProviderCostBreakdown (comparison.service.ts copies
 * it), so that type is used for it.
 */
export type ComparedProvider = Omit<Schemas['ComparedProviderDto'], 'costBreakdown'> & {
  costBreakdown: ProviderCostBreakdown;
};

export type ComparisonResult = Omit<Schemas['ComparisonResultDto'], 'providers'> & {
  providers: ComparedProvider[];
};

/** One terminal of GET /api/providers/{id}/terminals. */
export type Terminal = Schemas['TerminalViewDto'];

export type IndustryDefaults = Schemas['IndustryDefaultsDto'];

/** The figures a statement analysis found (all optional). */
export type ExtractedData = Schemas['ExtractedDataDto'];

export type DocumentAnalysis = Schemas['AnalysisResponseDto'];

export type LeadCreated = Schemas['LeadCreatedDto'];

export type Quote = Schemas['QuoteViewDto'];

/** sessionId: a fresh session id for the saved profile; null when the state names none (a new profile is made). */
export type SavedProgress = Schemas['SavedProgressViewDto'];

/** GET /api/company: the company behind the site (name, phone, address, support email, tier links). */
export type PublicCompany = Schemas['PublicCompanyDto'];

/** POST /api/renewal-reminders: the reminder set (end date, when it is sent, when consent was given). */
export type RenewalReminderSet = Schemas['RenewalReminderViewDto'];

/** POST /api/renewal-reminders/withdraw. */
export type RenewalReminderWithdrawn = Schemas['WithdrawnRenewalReminderDto'];
