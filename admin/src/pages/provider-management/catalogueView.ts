/**
 * The pure part of provider management: badges, labels, filters and the forms' values and bodies.
 * The rules themselves (data quality, status, bounds, rental ranges) are the server's modules,
 * imported through @domain/catalogue-rules; nothing here re-implements them.
 */
import {
  formatRentalRange,
  parseRentalRange,
  PROVIDER_REQUIRED_FIELDS,
  QUALITY_THRESHOLDS,
  TERMINAL_REQUIRED_FIELDS,
  type CatalogueStatus,
} from '@domain/catalogue-rules';
import { INDUSTRY_DEFAULTS, PROVIDERS } from './providerTexts';

export type BadgeTone = 'success' | 'warning' | 'error' | 'default';

/**
 * The status badge of a card: Live only when the status is live and the score
 * is 100; a yellow 'Draft (85%+)' at 85 or more; a red 'Draft (Incomplete)' otherwise. An inactive
 * (withdrawn) record says so, whatever its score.
 */
export function statusBadge(status: CatalogueStatus, score: number): { label: string; tone: BadgeTone } {
  if (status === 'inactive') return { label: PROVIDERS.badges.inactive, tone: 'default' };
  if (status === 'live' && score >= QUALITY_THRESHOLDS.live) return { label: PROVIDERS.badges.live, tone: 'success' };
  if (score >= QUALITY_THRESHOLDS.high) return { label: PROVIDERS.badges.high, tone: 'warning' };
  return { label: PROVIDERS.badges.incomplete, tone: 'error' };
}

/** The quality score's colour: the thresholds (85 high, 50 medium). */
export function qualityTone(score: number): BadgeTone {
  if (score >= QUALITY_THRESHOLDS.high) return 'success';
  if (score >= QUALITY_THRESHOLDS.medium) return 'warning';
  return 'error';
}

export type ProviderRequiredField = (typeof PROVIDER_REQUIRED_FIELDS)[number];
export type TerminalRequiredField = (typeof TERMINAL_REQUIRED_FIELDS)[number];

/** The label of each of the 17 required provider fields (a new required field fails the type-check here). */
export const PROVIDER_REQUIRED_LABELS: Record<ProviderRequiredField, string> = {
  name: 'Provider name',
  supportLocation: 'Support location',
  escalationPoint: 'Escalation contact',
  contractTermMonths: 'Contract term',
  debitFeeMin: 'Debit fee min (%)',
  debitFeeMax: 'Debit fee max (%)',
  creditFeeMin: 'Credit fee min (%)',
  creditFeeMax: 'Credit fee max (%)',
  authorizationFee: 'Authorisation fee (p)',
  monthlyMinimumFee: 'Monthly minimum (£)',
  terminalRentalMin: 'Terminal rental min (£)',
  terminalRentalMax: 'Terminal rental max (£)',
  deliveryDays: 'Delivery timeframe',
  paymentTypes: 'Payment types',
  connectionMethods: 'Connection methods',
  merchantCompareRating: 'Merchant Compare rating',
  trustpilotRating: 'Trustpilot rating',
};

/** The label of each of the 8 required terminal fields. */
export const TERMINAL_REQUIRED_LABELS: Record<TerminalRequiredField, string> = {
  name: 'Terminal name',
  type: 'Type',
  monthlyRental: 'Monthly rental (£)',
  setupFee: 'Set-up fee (£)',
  features: 'Features',
  connectivity: 'Connectivity',
  specialFeatures: 'Special features',
  suitableFor: 'Suitable for',
};

/** Labels of the other fields (forms and audit entries); any field not listed is shown by its name. */
export const OTHER_FIELD_LABELS: Record<string, string> = {
  logo: 'Logo',
  // The summary box's terms (a quote shows 'not stated' for an empty one).
  noticePeriodDays: 'Notice period (days)',
  exitFee: 'Exit fee (£)',
  terminalLeaseMonths: 'Terminal lease (months)',
  settlementTime: 'Settlement time',
  supportHours: 'Support hours',
  otherMonthlyFees: 'Other monthly fees (£)',
  otherMonthlyFeesLabel: 'Other monthly fees: what they are',
  setupFee: 'Set-up fee (£)',
  eposIntegration: 'EPOS integration',
  trustpilotUrl: 'Trustpilot page',
  companyDescription: 'Company description',
  features: 'Features',
  paymentGateways: 'Payment gateways',
  ecommercePlatforms: 'E-commerce platforms',
  eposSystems: 'EPOS systems',
  apiIntegrations: 'API integrations',
  imageUrl: 'Image',
  description: 'Description',
  detailedDescription: 'Detailed description',
  isRecommended: 'Recommended',
  hasHigherTransactionFees: 'Higher transaction fees',
  maxRecommendedMonthlyVolume: 'Max recommended monthly volume (£)',
  transactionFeeStructure: 'Transaction fee structure',
  lowVolumeWarning: 'Low volume warning',
  status: 'Status',
  dataQualityScore: 'Data quality score',
  dataVersion: 'Data version',
  providerId: 'Provider',
  // Industry-default fields are labelled as on their own screen.
  ...INDUSTRY_DEFAULTS.fields,
  isActive: 'Active',
};

/** The label of a provider field for the forms. */
export function providerFieldLabel(field: string): string {
  return (PROVIDER_REQUIRED_LABELS as Record<string, string>)[field] ?? OTHER_FIELD_LABELS[field] ?? field;
}

/** The label of a terminal field for the forms. */
export function terminalFieldLabel(field: string): string {
  return (TERMINAL_REQUIRED_LABELS as Record<string, string>)[field] ?? OTHER_FIELD_LABELS[field] ?? field;
}

/** The label of an audited field of a table (providers and terminals share some names, e.g. setupFee). */
export function auditFieldLabel(tableName: string, field: string): string {
  return tableName === 'terminals' ? terminalFieldLabel(field) : providerFieldLabel(field);
}

/** An audited value as text: '(empty)' for none, lists joined, Yes/No for flags. */
export function formatAuditValue(value: string | number | boolean | string[] | null | undefined, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) return value.length ? value.join(', ') : empty;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The mean of the scores, rounded; null for none. */
export function averageScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** 0.3 -> '0.3%'; a range of two rates -> '0.3% - 1.75%'; missing parts say so. */
export function rateRange(min: number | null, max: number | null): string {
  if (min === null && max === null) return PROVIDERS.notGiven;
  const text = (value: number | null) => (value === null ? '?' : `${value}%`);
  return min === max ? text(min) : `${text(min)} - ${text(max)}`;
}

// ---- Form values ---------------------------------------------------------------------------

/** A form's values: texts (numbers are typed as text), lists and flags. */
export type FormValues = Record<string, string | string[] | boolean>;
export type FieldKind = 'text' | 'number' | 'list' | 'flag';

/** Form values from a record, for the fields and kinds given. Missing values become '' / [] / false. */
export function toFormValues(record: Record<string, unknown>, kinds: Record<string, FieldKind>): FormValues {
  const values: FormValues = {};
  for (const [field, kind] of Object.entries(kinds)) {
    const value = record[field];
    if (kind === 'list') values[field] = Array.isArray(value) ? value.map(String) : [];
    else if (kind === 'flag') values[field] = value === true;
    else values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The text typed into a number input as a number: '' is null (cleared); not a number is undefined. */
export function parseFormNumber(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export interface BodyResult {
  body: Record<string, unknown>;
  /** Fields whose text is not a number, by field. */
  errors: Record<string, string>;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The request body of a form: the fields whose value changed from `before` (all of them without
 * `before`), texts trimmed (empty is null), numbers parsed. A text that is no number is an error
 * of its field and is not sent: the server judges the bounds and names any field it refuses.
 */
export function toBody(values: FormValues, kinds: Record<string, FieldKind>, before?: FormValues): BodyResult {
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [field, kind] of Object.entries(kinds)) {
    const value = values[field];
    const old = before?.[field];
    if (kind === 'list') {
      const list = Array.isArray(value) ? value : [];
      if (!before || !sameList(list, Array.isArray(old) ? old : [])) body[field] = list.length ? list : null;
      continue;
    }
    if (kind === 'flag') {
      if (!before || value !== old) body[field] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (before && text === (typeof old === 'string' ? old.trim() : '')) continue;
    if (kind === 'number') {
      const number = parseFormNumber(text);
      if (number === undefined) errors[field] = 'Please enter a number';
      else body[field] = number;
    } else {
      body[field] = text === '' ? null : text;
    }
  }
  return { body, errors };
}

/** A provider's rental range as typed in the forms ('19.95-34.99'), '' when neither end is known. */
export function rentalRangeText(min: number | null | undefined, max: number | null | undefined): string {
  if (typeof min === 'number' && typeof max === 'number') return formatRentalRange(min, max);
  return '';
}

/**
 * The rental range typed as 'min-max' (pounds and pence, min <= max) as the two fields
 * the API takes; '' clears both; anything else is null (the form shows its message).
 */
export function rentalRangeFields(text: string): { terminalRentalMin: number | null; terminalRentalMax: number | null } | null {
  if (text.trim() === '') return { terminalRentalMin: null, terminalRentalMax: null };
  const range = parseRentalRange(text);
  return range ? { terminalRentalMin: range.min, terminalRentalMax: range.max } : null;
}

// ---- Server answers ------------------------------------------------------------------------

/** The messages of a 400 answer's body ({message: string | string[]}). */
export function serverMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const { message } = body as { message?: unknown };
  if (Array.isArray(message)) return message.filter((part): part is string => typeof part === 'string');
  return typeof message === 'string' ? [message] : [];
}

/**
 * The server's messages by the field they name: its messages start with the field's name
 * ('debitFeeMin must be …', 'status: a provider can be live only …'), optionally after a path
 * prefix ('provider.', 'terminals.0.'). A message naming no known field is left out.
 */
export function errorsByField(messages: readonly string[], fields: readonly string[], prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const message of messages) {
    const rest = message.startsWith(prefix) ? message.slice(prefix.length) : message;
    const field = fields.find((name) => rest.startsWith(`${name} `) || rest.startsWith(`${name}:`));
    if (field && !errors[field]) errors[field] = rest;
  }
  return errors;
}
