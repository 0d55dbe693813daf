/**
 * The provider and terminal forms' fields: kind (how the value is typed and sent), label, the
 * fixed option lists (from @domain/vocabulary) and the min, max and step of each figure (from @domain/catalogue-rules). The Edit Provider
 * dialog and the Add Provider wizard read the same definitions.
 */
import {
  AUTHORIZATION_FEE_PENCE,
  CONTRACT_TERM_MONTHS,
  MERCHANT_COMPARE_RATING,
  MONEY_POUNDS,
  MONTHLY_VOLUME_POUNDS,
  NOTICE_PERIOD_DAYS,
  PROVIDER_REQUIRED_FIELDS,
  RATE_PERCENT,
  TERMINAL_LEASE_MONTHS,
  TERMINAL_REQUIRED_FIELDS,
  TRUSTPILOT_RATING,
  type NumberBounds,
} from '@domain/catalogue-rules';
import {
  CONNECTION_METHOD_OPTIONS,
  DELIVERY_OPTIONS_EDIT,
  PAYMENT_TYPE_OPTIONS,
  PROVIDER_INTEGRATION_OPTIONS,
  SUPPORT_LOCATIONS_EDIT,
  TERMINAL_LIST_OPTIONS,
  TERMINAL_TYPE_LABELS,
  TRANSACTION_FEE_STRUCTURES,
  textOptions,
  type CatalogueOption,
} from '@domain/vocabulary';
import type { FieldKind } from './catalogueView';
import { providerFieldLabel, terminalFieldLabel } from './catalogueView';
import { PROVIDERS } from './providerTexts';

export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  label: string;
  /** A select (one value) or, for a list, the choices. */
  options?: readonly CatalogueOption[];
  /** The min, max and step of a number input. */
  bounds?: NumberBounds & { step: number };
  /** A longer text. */
  isMultiline?: boolean;
  /** Marked required in Edit Provider: counts for data quality. */
  isRequired?: boolean;
}

const within = (bounds: NumberBounds, step: number) => ({ ...bounds, step });
const providerRequired = new Set<string>(PROVIDER_REQUIRED_FIELDS);
const terminalRequired = new Set<string>(TERMINAL_REQUIRED_FIELDS);

const provider = (name: string, kind: FieldKind, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name,
  kind,
  label: providerFieldLabel(name),
  isRequired: providerRequired.has(name),
  ...extra,
});

const terminal = (name: string, kind: FieldKind, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name,
  kind,
  label: terminalFieldLabel(name),
  isRequired: terminalRequired.has(name),
  ...extra,
});

export const CONTRACT_TERM_OPTIONS: CatalogueOption[] = CONTRACT_TERM_MONTHS.map((months) => ({
  value: String(months),
  label: PROVIDERS.contractMonths(months),
}));

/** The provider form in its sections. terminalRentalMin/Max are typed together as a range (rentalRange). */
export const PROVIDER_SECTIONS: { key: 'identity' | 'fees' | 'support' | 'capabilities' | 'integrations'; fields: FieldDefinition[] }[] = [
  {
    key: 'identity',
    fields: [provider('name', 'text'), provider('companyDescription', 'text', { isMultiline: true }), provider('trustpilotUrl', 'text')],
  },
  {
    key: 'fees',
    fields: [
      provider('debitFeeMin', 'number', { bounds: within(RATE_PERCENT, 0.01) }),
      provider('debitFeeMax', 'number', { bounds: within(RATE_PERCENT, 0.01) }),
      provider('creditFeeMin', 'number', { bounds: within(RATE_PERCENT, 0.01) }),
      provider('creditFeeMax', 'number', { bounds: within(RATE_PERCENT, 0.01) }),
      provider('authorizationFee', 'number', { bounds: within(AUTHORIZATION_FEE_PENCE, 0.1) }),
      provider('monthlyMinimumFee', 'number', { bounds: within(MONEY_POUNDS, 0.01) }),
      provider('setupFee', 'number', { bounds: within(MONEY_POUNDS, 0.01) }),
      provider('exitFee', 'number', { bounds: within(MONEY_POUNDS, 0.01) }),
      provider('otherMonthlyFees', 'number', { bounds: within(MONEY_POUNDS, 0.01) }),
      provider('otherMonthlyFeesLabel', 'text'),
    ],
  },
  {
    key: 'support',
    fields: [
      provider('supportLocation', 'text', { options: textOptions(SUPPORT_LOCATIONS_EDIT) }),
      provider('escalationPoint', 'text'),
      provider('contractTermMonths', 'number', { options: CONTRACT_TERM_OPTIONS }),
      provider('deliveryDays', 'text', { options: textOptions(DELIVERY_OPTIONS_EDIT) }),
      provider('noticePeriodDays', 'number', { bounds: within(NOTICE_PERIOD_DAYS, 1) }),
      provider('terminalLeaseMonths', 'number', { bounds: within(TERMINAL_LEASE_MONTHS, 1) }),
      provider('settlementTime', 'text'),
      provider('supportHours', 'text'),
    ],
  },
  {
    key: 'capabilities',
    fields: [
      provider('paymentTypes', 'text', { options: textOptions(PAYMENT_TYPE_OPTIONS) }),
      provider('connectionMethods', 'text', { options: textOptions(CONNECTION_METHOD_OPTIONS) }),
      provider('merchantCompareRating', 'number', { bounds: within(MERCHANT_COMPARE_RATING, 1) }),
      provider('trustpilotRating', 'number', { bounds: within(TRUSTPILOT_RATING, 0.1) }),
      provider('eposIntegration', 'flag'),
    ],
  },
  {
    key: 'integrations',
    fields: [
      provider('paymentGateways', 'list', { options: textOptions(PROVIDER_INTEGRATION_OPTIONS.paymentGateways) }),
      provider('ecommercePlatforms', 'list', { options: textOptions(PROVIDER_INTEGRATION_OPTIONS.ecommercePlatforms) }),
      provider('eposSystems', 'list', { options: textOptions(PROVIDER_INTEGRATION_OPTIONS.eposSystems) }),
      provider('apiIntegrations', 'list', { options: textOptions(PROVIDER_INTEGRATION_OPTIONS.apiIntegrations) }),
    ],
  },
];

/** Every provider field of the form, by kind (terminalRentalMin/Max go through the range text). */
export const PROVIDER_KINDS: Record<string, FieldKind> = Object.fromEntries(
  PROVIDER_SECTIONS.flatMap((section) => section.fields.map((field) => [field.name, field.kind])),
);

export const TERMINAL_TYPE_OPTIONS: CatalogueOption[] = Object.entries(TERMINAL_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** The terminal form. */
export const TERMINAL_FIELDS: FieldDefinition[] = [
  terminal('name', 'text'),
  terminal('type', 'text', { options: TERMINAL_TYPE_OPTIONS }),
  terminal('monthlyRental', 'number', { bounds: within(MONEY_POUNDS, 0.01) }),
  terminal('setupFee', 'number', { bounds: within(MONEY_POUNDS, 0.01) }),
  terminal('description', 'text', { isMultiline: true }),
  terminal('connectivity', 'list', { options: TERMINAL_LIST_OPTIONS.connectivity }),
  terminal('features', 'list', { options: TERMINAL_LIST_OPTIONS.features }),
  terminal('specialFeatures', 'list', { options: TERMINAL_LIST_OPTIONS.specialFeatures }),
  terminal('suitableFor', 'list', { options: TERMINAL_LIST_OPTIONS.suitableFor }),
  terminal('transactionFeeStructure', 'text', { options: textOptions(TRANSACTION_FEE_STRUCTURES) }),
  terminal('maxRecommendedMonthlyVolume', 'number', { bounds: within(MONTHLY_VOLUME_POUNDS, 0.01) }),
  terminal('isRecommended', 'flag'),
  terminal('hasHigherTransactionFees', 'flag'),
];

export const TERMINAL_KINDS: Record<string, FieldKind> = Object.fromEntries(TERMINAL_FIELDS.map((field) => [field.name, field.kind]));
