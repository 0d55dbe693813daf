import { ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { LOGO_URL } from '../../uploads/image-names';
import { AUTHORIZATION_FEE_PENCE, CONTRACT_TERM_MONTHS, MERCHANT_COMPARE_RATING, MONEY_POUNDS, RATE_PERCENT, TRUSTPILOT_RATING } from '../../domain/catalogue-rules/bounds';
import { FilledText, Flag, NotNull, Nullable, NumberOneOf, NumberWithin, TextList, TextMatching, TrimText, TrimToNull } from '../../common/validators/field-rules';

const LIST: ApiPropertyOptions = { type: [String], nullable: true, maxItems: 30, description: 'Up to 30 different texts of 1 to 80 characters' };
const rate = (example: number): ApiPropertyOptions => ({ type: Number, nullable: true, minimum: 0, maximum: 5, example, description: 'Percent of the sale, 0 to 5' });
const money = (example: number, what: string): ApiPropertyOptions => ({ type: Number, nullable: true, minimum: 0, maximum: MONEY_POUNDS.max, example, description: `${what}, pounds and pence` });

/**
 * The provider fields staff edit (fee, rental and rating bounds of domain/catalogue-rules/bounds.ts), every one optional: a PATCH
 * changes what it sends, and null clears a field (lowering the data-quality score when it is
 * one of the 17 required ones). name and eposIntegration cannot be null.
 */
export class ProviderFieldsDto {
  @ApiPropertyOptional({ example: 'Acme Payments', maxLength: 120 })
  @NotNull()
  @TrimText()
  @FilledText(120)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '/uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp', description: 'An uploaded logo of the gallery, or null; uploading sets it too' })
  @Nullable()
  @TextMatching(LOGO_URL, 'the address of an uploaded logo (/uploads/logos/…), or null')
  logo?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'UK', maxLength: 60 })
  @Nullable()
  @TrimToNull()
  @FilledText(60)
  supportLocation?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Complaints team, then the Financial Ombudsman Service', maxLength: 200 })
  @Nullable()
  @TrimToNull()
  @FilledText(200)
  escalationPoint?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, enum: CONTRACT_TERM_MONTHS, example: 12, description: 'Months (0: no fixed term)' })
  @Nullable()
  @NumberOneOf(CONTRACT_TERM_MONTHS, ' (months)')
  contractTermMonths?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '1-2 days', maxLength: 30 })
  @Nullable()
  @TrimToNull()
  @FilledText(30)
  deliveryDays?: string | null;

  @ApiPropertyOptional(rate(0.3)) @Nullable() @NumberWithin(RATE_PERCENT, ' (percent)') debitFeeMin?: number | null;
  @ApiPropertyOptional(rate(1.75)) @Nullable() @NumberWithin(RATE_PERCENT, ' (percent)') debitFeeMax?: number | null;
  @ApiPropertyOptional(rate(0.85)) @Nullable() @NumberWithin(RATE_PERCENT, ' (percent)') creditFeeMin?: number | null;
  @ApiPropertyOptional(rate(1.95)) @Nullable() @NumberWithin(RATE_PERCENT, ' (percent)') creditFeeMax?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: AUTHORIZATION_FEE_PENCE.max, example: 2.5, description: 'Pence per authorisation' })
  @Nullable()
  @NumberWithin(AUTHORIZATION_FEE_PENCE, ' (pence)')
  authorizationFee?: number | null;

  @ApiPropertyOptional(money(15, 'Monthly minimum')) @Nullable() @NumberWithin(MONEY_POUNDS, ' (pounds)') monthlyMinimumFee?: number | null;
  @ApiPropertyOptional(money(0, 'Set-up fee')) @Nullable() @NumberWithin(MONEY_POUNDS, ' (pounds)') setupFee?: number | null;
  @ApiPropertyOptional(money(19.95, 'Lowest terminal rental a month')) @Nullable() @NumberWithin(MONEY_POUNDS, ' (pounds)') terminalRentalMin?: number | null;
  @ApiPropertyOptional(money(34.99, 'Highest terminal rental a month; not below terminalRentalMin'))
  @Nullable()
  @NumberWithin(MONEY_POUNDS, ' (pounds)')
  terminalRentalMax?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'All cards + digital wallets', maxLength: 60 })
  @Nullable()
  @TrimToNull()
  @FilledText(60)
  paymentTypes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'All connectivity options', maxLength: 60 })
  @Nullable()
  @TrimToNull()
  @FilledText(60)
  connectionMethods?: string | null;

  @ApiPropertyOptional() @NotNull() @Flag() eposIntegration?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 5, example: 4, description: 'A whole number from 1 to 5' })
  @Nullable()
  @NumberWithin(MERCHANT_COMPARE_RATING)
  merchantCompareRating?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 5, example: 4.3, description: '1.0 to 5.0, one decimal place' })
  @Nullable()
  @NumberWithin(TRUSTPILOT_RATING)
  trustpilotRating?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://uk.trustpilot.com/review/example.co.uk', maxLength: 300 })
  @Nullable()
  @TrimToNull()
  @TextMatching(/^https:\/\/[^\s/]+\.[^\s]{1,280}$/, 'an https:// address of at most 300 characters')
  trustpilotUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @Nullable()
  @TrimToNull()
  @FilledText(2000)
  companyDescription?: string | null;

  @ApiPropertyOptional(LIST) @Nullable() @TextList(30, 80) features?: string[] | null;
  @ApiPropertyOptional(LIST) @Nullable() @TextList(30, 80) paymentGateways?: string[] | null;
  @ApiPropertyOptional(LIST) @Nullable() @TextList(30, 80) ecommercePlatforms?: string[] | null;
  @ApiPropertyOptional(LIST) @Nullable() @TextList(30, 80) eposSystems?: string[] | null;
  @ApiPropertyOptional(LIST) @Nullable() @TextList(30, 80) apiIntegrations?: string[] | null;
}

/** The fields of ProviderFieldsDto, in the order the audit lists them (status and score follow). */
export const PROVIDER_EDITABLE_FIELDS = [
  'name',
  'logo',
  'supportLocation',
  'escalationPoint',
  'contractTermMonths',
  'deliveryDays',
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
