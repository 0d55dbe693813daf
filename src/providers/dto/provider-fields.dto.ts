import { ApiPropertyOptional } from '@nestjs/swagger';
import { LOGO_URL } from '../../uploads/image-names';
import {
  AUTHORIZATION_FEE_PENCE,
  CONTRACT_TERM_MONTHS,
  MERCHANT_COMPARE_RATING,
  MONEY_POUNDS,
  NOTICE_PERIOD_DAYS,
  RATE_PERCENT,
  TERMINAL_LEASE_MONTHS,
  TRUSTPILOT_RATING,
} from '../../domain/catalogue-rules/bounds';
import { Nullable, NumberOneOf, TextMatching, TrimToNull } from '../../common/validators/field-rules';
import { FilledTextField, FlagField, NumberField, TextListField } from '../../common/validators/field-decorators';

/** The rules of a provider's fields, each written once: the validation and the API document read them. */
export const PROVIDER_FIELD_RULES = {
  name: { maxLength: 120 },
  supportLocation: { maxLength: 60 },
  escalationPoint: { maxLength: 200 },
  deliveryDays: { maxLength: 30 },
  settlementTime: { maxLength: 60 },
  supportHours: { maxLength: 60 },
  otherMonthlyFeesLabel: { maxLength: 60 },
  noticePeriodDays: NOTICE_PERIOD_DAYS,
  terminalLeaseMonths: TERMINAL_LEASE_MONTHS,
  paymentTypes: { maxLength: 60 },
  connectionMethods: { maxLength: 60 },
  trustpilotUrl: { maxLength: 300 },
  companyDescription: { maxLength: 2000 },
  list: { maxItems: 30, maxLength: 80 },
  rate: RATE_PERCENT,
  authorizationFee: AUTHORIZATION_FEE_PENCE,
  money: MONEY_POUNDS,
  contractTermMonths: CONTRACT_TERM_MONTHS,
  merchantCompareRating: MERCHANT_COMPARE_RATING,
  trustpilotRating: TRUSTPILOT_RATING,
} as const;

const RULES = PROVIDER_FIELD_RULES;
const rate = (example: number): PropertyDecorator =>
  NumberField(RULES.rate, { example, description: `Percent of the sale, ${RULES.rate.min} to ${RULES.rate.max}` }, ' (percent)');
const money = (example: number, what: string): PropertyDecorator =>
  NumberField(RULES.money, { example, description: `${what}, pounds and pence` }, ' (pounds)');
const list = (): PropertyDecorator => TextListField(RULES.list);

/**
 * The provider fields staff edit (fee, rental and rating bounds of domain/catalogue-rules/bounds.ts), every one optional: a PATCH
 * changes what it sends, and null clears a field (lowering the data-quality score when it is
 * one of the 17 required ones). name and eposIntegration cannot be null.
 */
export class ProviderFieldsDto {
  @FilledTextField(RULES.name, 'notNull', { example: 'Acme Payments' })
  name?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '/uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp',
    description: 'An uploaded logo of the gallery, or null; uploading sets it too',
  })
  @Nullable()
  @TextMatching(LOGO_URL, 'the address of an uploaded logo (/uploads/logos/…), or null')
  logo?: string | null;

  @FilledTextField(RULES.supportLocation, 'optional', { example: 'UK' }) supportLocation?: string | null;
  @FilledTextField(RULES.escalationPoint, 'optional', { example: 'Complaints team, then the Financial Ombudsman Service' }) escalationPoint?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, enum: RULES.contractTermMonths, example: 12, description: 'Months (0: no fixed term)' })
  @Nullable()
  @NumberOneOf(RULES.contractTermMonths, ' (months)')
  contractTermMonths?: number | null;

  @FilledTextField(RULES.deliveryDays, 'optional', { example: '1-2 days' }) deliveryDays?: string | null;

  @NumberField(RULES.noticePeriodDays, { example: 30, description: 'Days of notice to leave the contract' }, ' (days)') noticePeriodDays?: number | null;
  @money(0, 'Exit fee for leaving before the contract ends (0: none)') exitFee?: number | null;
  @NumberField(RULES.terminalLeaseMonths, { example: 18, description: 'Months a terminal lease runs' }, ' (months)') terminalLeaseMonths?: number | null;
  @FilledTextField(RULES.settlementTime, 'optional', { example: 'Next working day' }) settlementTime?: string | null;
  @FilledTextField(RULES.supportHours, 'optional', { example: 'Mon-Fri 8am-8pm, Sat 9am-5pm' }) supportHours?: string | null;
  @money(4.5, 'Other fixed fees a month (PCI compliance, service or account fees; 0: none)') otherMonthlyFees?: number | null;
  @FilledTextField(RULES.otherMonthlyFeesLabel, 'optional', { example: 'PCI compliance' }) otherMonthlyFeesLabel?: string | null;

  @rate(0.3) debitFeeMin?: number | null;
  @rate(1.75) debitFeeMax?: number | null;
  @rate(0.85) creditFeeMin?: number | null;
  @rate(1.95) creditFeeMax?: number | null;

  @NumberField(RULES.authorizationFee, { example: 2.5, description: 'Pence per authorisation' }, ' (pence)') authorizationFee?: number | null;

  @money(15, 'Monthly minimum') monthlyMinimumFee?: number | null;
  @money(0, 'Set-up fee') setupFee?: number | null;
  @money(19.95, 'Lowest terminal rental a month') terminalRentalMin?: number | null;
  @money(34.99, 'Highest terminal rental a month; not below terminalRentalMin') terminalRentalMax?: number | null;

  @FilledTextField(RULES.paymentTypes, 'optional', { example: 'All cards + digital wallets' }) paymentTypes?: string | null;
  @FilledTextField(RULES.connectionMethods, 'optional', { example: 'All connectivity options' }) connectionMethods?: string | null;

  @FlagField('notNull') eposIntegration?: boolean;

  @NumberField(RULES.merchantCompareRating, {
    example: 4,
    description: `A whole number from ${RULES.merchantCompareRating.min} to ${RULES.merchantCompareRating.max}`,
  })
  merchantCompareRating?: number | null;
  @NumberField(RULES.trustpilotRating, { example: 4.3, description: '1.0 to 5.0, one decimal place' }) trustpilotRating?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://uk.trustpilot.com/review/example.co.uk', maxLength: RULES.trustpilotUrl.maxLength })
  @Nullable()
  @TrimToNull()
  @TextMatching(/^https:\/\/[^\s/]+\.[^\s]{1,280}$/, `an https:// address of at most ${RULES.trustpilotUrl.maxLength} characters`)
  trustpilotUrl?: string | null;

  @FilledTextField(RULES.companyDescription, 'optional') companyDescription?: string | null;

  @list() features?: string[] | null;
  @list() paymentGateways?: string[] | null;
  @list() ecommercePlatforms?: string[] | null;
  @list() eposSystems?: string[] | null;
  @list() apiIntegrations?: string[] | null;
}

/** The fields of ProviderFieldsDto, in the order the audit lists them (status and score follow). */
export const PROVIDER_EDITABLE_FIELDS = [
  'name',
  'logo',
  'supportLocation',
  'escalationPoint',
  'contractTermMonths',
  'deliveryDays',
  'noticePeriodDays',
  'exitFee',
  'terminalLeaseMonths',
  'settlementTime',
  'supportHours',
  'otherMonthlyFees',
  'otherMonthlyFeesLabel',
  'debitFeeMin',
  'debitFeeMax',
  'creditFeeMin',
  'creditFeeMax',
  'authorizationFee',
  'monthlyMinimumFee',
  'setupFee',
  'terminalRentalMin',
  'terminalRentalMax',
  'paymentTypes',
  'connectionMethods',
  'eposIntegration',
  'merchantCompareRating',
  'trustpilotRating',
  'trustpilotUrl',
  'companyDescription',
  'features',
  'paymentGateways',
  'ecommercePlatforms',
  'eposSystems',
  'apiIntegrations',
] as const satisfies ReadonlyArray<keyof ProviderFieldsDto>;
