/**
 * Data-quality scores: the share of required fields that are filled,
 * as a whole percentage. 100 makes a record eligible for live status (status.ts). Pure (no
 * framework imports): the server computes every stored score here, and the back-office can
 * import it for the live score of its forms.
 *
 * A provider has a second, separate score over the contract terms a quote's summary box shows
 * (SUMMARY_TERM_FIELDS): the summary-terms score. It is not a gate: the data-quality score alone
 * decides live status, unchanged. The summary-terms score tells staff which terms the summary box
 * will show as 'not stated' (most providers do not publish them, so requiring them would take
 * providers off the public comparison). It is computed from the record on every read, not stored.
 */
export const PROVIDER_REQUIRED_FIELDS = [
  'name',
  'supportLocation',
  'escalationPoint',
  'contractTermMonths',
  'debitFeeMin',
  'debitFeeMax',
  'creditFeeMin',
  'creditFeeMax',
  'authorizationFee',
  'monthlyMinimumFee',
  'terminalRentalMin',
  'terminalRentalMax',
  'deliveryDays',
  'paymentTypes',
  'connectionMethods',
  'merchantCompareRating',
  'trustpilotRating',
] as const;

/** The contract terms a quote's summary box shows: counted by the summary-terms score, not required for live. */
export const SUMMARY_TERM_FIELDS = ['noticePeriodDays', 'exitFee', 'terminalLeaseMonths', 'settlementTime', 'supportHours', 'otherMonthlyFees'] as const;

export const TERMINAL_REQUIRED_FIELDS = ['name', 'type', 'monthlyRental', 'setupFee', 'features', 'connectivity', 'specialFeatures', 'suitableFor'] as const;

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

function score(record: object, fields: readonly string[]): number {
  const values = record as Record<string, unknown>;
  const filled = fields.filter((field) => isFilled(values[field])).length;
  return Math.round((filled / fields.length) * 100);
}

export function providerQualityScore(provider: object): number {
  return score(provider, PROVIDER_REQUIRED_FIELDS);
}

export function terminalQualityScore(terminal: object): number {
  return score(terminal, TERMINAL_REQUIRED_FIELDS);
}

/** The share of the summary-box terms the provider states, a whole percentage (not a live gate). */
export function summaryTermsScore(provider: object): number {
  return score(provider, SUMMARY_TERM_FIELDS);
}

/** The summary-box terms the provider does not state: the box shows them as 'not stated'. */
export function missingSummaryTerms(provider: object): string[] {
  const values = provider as Record<string, unknown>;
  return SUMMARY_TERM_FIELDS.filter((field) => !isFilled(values[field]));
}

/** Missing required fields prevent live activation. */
export function missingProviderFields(provider: object): string[] {
  const values = provider as Record<string, unknown>;
  return PROVIDER_REQUIRED_FIELDS.filter((field) => !isFilled(values[field]));
}

/** Missing required fields lower a terminal's own score. */
export function missingTerminalFields(terminal: object): string[] {
  const values = terminal as Record<string, unknown>;
  return TERMINAL_REQUIRED_FIELDS.filter((field) => !isFilled(values[field]));
}

/** Quality thresholds: 100 for live, 85 for high, 50 for medium. */
export const QUALITY_THRESHOLDS = { live: 100, high: 85, medium: 50 } as const;

export const QUALITY_TIERS = ['high', 'medium', 'low'] as const;
export type QualityTier = (typeof QUALITY_TIERS)[number];

/** The quality filter of the Providers tab: high (85% and above), medium (50 to 84%), low (under 50%). */
export function qualityTier(score: number): QualityTier {
  if (score >= QUALITY_THRESHOLDS.high) return 'high';
  if (score >= QUALITY_THRESHOLDS.medium) return 'medium';
  return 'low';
}
