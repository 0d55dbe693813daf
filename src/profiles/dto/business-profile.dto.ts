import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { NullablePartialType } from '../../common/validators/nullable-partial-type';
import { IsObject, IsOptional, IsUUID } from 'class-validator';
import { MaxJsonSize } from '../../common/validators/max-json-size';
import {
  AmountField,
  BUSINESS_TYPES,
  CountField,
  CurrentCostField,
  DetailOneOfField,
  DetailTextField,
  OptionalTextField,
  OptionalTextItemsField,
  PAYMENT_STATUSES,
  PROFILE_FIELD_RULES,
  ShareField,
} from './profile-fields';

export { BUSINESS_TYPES, PAYMENT_STATUSES } from './profile-fields';

const RULES = PROFILE_FIELD_RULES;

/** Ignored fields: any value is taken (and dropped). */
const ANY_VALUE = { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'object' }, { type: 'array', items: {} }], nullable: true };

/** Step 1 of the wizard ('Tell us about your business'): required to create a profile. */
export class BusinessDetailsDto {
  @DetailOneOfField(RULES.businessType)
  businessType: string;

  @DetailTextField(RULES.businessName, { example: 'The Corner Café' })
  businessName: string;

  @DetailTextField(RULES.businessSector, { example: 'food_beverage' }, false)
  businessSector: string;

  @DetailOneOfField(RULES.paymentStatus)
  paymentStatus: string;
}

/**
 * The rest of the wizard's business data: every field optional so that
 * the profile can grow step by step (a field left out or sent as null is "not given"); numbers
 * coerced and range-checked.
 */
export class BusinessDataDto {
  @AmountField(RULES.monthlyTurnover, { example: 10000, description: 'Monthly turnover in £ ("10,000" accepted)' })
  monthlyTurnover?: number;

  @AmountField(RULES.cardVolume, { description: '£ amount when debit + credit > 100, else a percentage' })
  debitCardVolume?: number;

  @AmountField(RULES.cardVolume)
  creditCardVolume?: number;

  @AmountField(RULES.cardVolume)
  corporateCardVolume?: number;

  @AmountField(RULES.transactionsPerMonth)
  transactionsPerMonth?: number;

  @AmountField(RULES.averageTransaction, { example: 25 })
  averageTransaction?: number;

  @OptionalTextField(RULES.currentProvider, { example: 'Worldpay' })
  currentProvider?: string;

  @OptionalTextItemsField(RULES.optionList, { example: ['pdq', 'online_gateway'] })
  paymentMethods?: string[];

  @OptionalTextItemsField(RULES.optionList, { example: ['standard_cards', 'amex'] })
  cardTypes?: string[];

  @OptionalTextField(RULES.needsIntegration, { example: 'gateway' }, false)
  needsIntegration?: string;

  @OptionalTextField(RULES.integrationSpecific, {}, false)
  integrationSpecific?: string;

  @OptionalTextField(RULES.terminalTypePreference, {}, false)
  terminalTypePreference?: string;

  @OptionalTextItemsField(RULES.softwareIntegrationPrefs)
  softwareIntegrationPrefs?: string[];

  @OptionalTextItemsField(RULES.optionList)
  connectivityPreferences?: string[];

  @CountField(RULES.count, { example: 1 })
  numberOfTerminals?: number;

  @CountField(RULES.count, { example: 1 })
  merchantAccounts?: number;

  @CurrentCostField(RULES.currentTotalMonthlyCost, { description: 'Current total monthly cost in £' })
  currentTotalMonthlyCost?: number;

  @CurrentCostField(RULES.currentFeePercent, { description: '%' })
  currentDebitFee?: number;

  @CurrentCostField(RULES.currentFeePercent, { description: '%' })
  currentCreditFee?: number;

  @CurrentCostField(RULES.currentFeePercent, { description: '%' })
  currentCorporateCreditFee?: number;

  @CurrentCostField(RULES.currentAuthFee, { description: 'pence per authorisation' })
  currentAuthFee?: number;

  @CurrentCostField(RULES.currentFeePercent, { description: '%' })
  currentCnpFee?: number;

  @CurrentCostField(RULES.currentFeePercent, { description: '%' })
  currentInternationalFee?: number;

  @CurrentCostField(RULES.currentMonthlyAmount, { description: '£ a month' })
  currentMonthlyFees?: number;

  @CurrentCostField(RULES.currentMonthlyAmount, { description: '£ a month' })
  currentTerminalRental?: number;

  @CurrentCostField(RULES.currentMonthlyAmount, { description: '£ a month' })
  currentOtherFees?: number;

  @ShareField(RULES.share, { description: 'Personal share of credit, % (a number or [80])', example: 80 })
  personalCorporateSplit?: number;

  @ShareField(RULES.share, { description: 'UK share, % (a number or [95])', example: 95 })
  ukInternationalSplit?: number;

  @ShareField(RULES.share, { description: 'Face-to-face share, % (a number or [80])', example: 80 })
  f2fCnpSplit?: number;

  @ApiPropertyOptional({ nullable: true, description: 'The browser pricing shown to the visitor (stored as given; at most 64 KB as JSON)' })
  @IsOptional()
  @IsObject()
  @MaxJsonSize()
  calculatedPricing?: Record<string, unknown>;

  @ApiPropertyOptional({ nullable: true, example: { total: 412.5, source: 'calculated_from_rates', timestamp: '2026-11-22T10:00:00.000Z' } })
  @IsOptional()
  @IsObject()
  @MaxJsonSize()
  step3CalculatedCurrentCost?: { total: number; source: string; timestamp: string };
}

/** Every business field optional (PUT, the comparison): the profile grows step by step. */
export class BusinessProfileFieldsDto extends IntersectionType(NullablePartialType(BusinessDetailsDto), BusinessDataDto) {}

/** POST: step 1's four fields are required (400 naming each missing one). */
export class CreateBusinessProfileDto extends IntersectionType(BusinessDetailsDto, BusinessDataDto) {
  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    description: "The visit's random session id (or the X-Session-Id header); needed again for every later call about the profile",
    example: '7b0c5a4e-3f0e-4a55-9d4b-0c1f1f3c2a11',
  })
  @IsOptional()
  @IsUUID('all', { message: 'sessionId must be a UUID' })
  sessionId?: string;

  /** The wizard sends its whole state; a client-side id is ignored. */
  @ApiPropertyOptional({ ...ANY_VALUE, description: 'Ignored on create' })
  @IsOptional()
  id?: unknown;
}

/** PUT: any of the business fields; the owner's session id in the header or the body. */
export class UpdateBusinessProfileDto extends BusinessProfileFieldsDto {
  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'The session id that created the profile (or the X-Session-Id header)' })
  @IsOptional()
  @IsUUID('all', { message: 'sessionId must be a UUID' })
  sessionId?: string;

  @ApiPropertyOptional({ ...ANY_VALUE, description: 'Ignored (the id is in the path)' })
  @IsOptional()
  id?: unknown;
}

/**
 * A saved profile as answered to the visitor: every business field (null until the wizard fills
 * it in: each is its own nullable column) and the id, never the session id.
 */
export class BusinessProfileViewDto {
  @ApiProperty({ enum: BUSINESS_TYPES, nullable: true }) businessType: string | null;
  @ApiProperty({ type: String, nullable: true }) businessName: string | null;
  @ApiProperty({ type: String, nullable: true }) businessSector: string | null;
  @ApiProperty({ enum: PAYMENT_STATUSES, nullable: true }) paymentStatus: string | null;
  @ApiProperty({ type: Number, nullable: true }) monthlyTurnover: number | null;
  @ApiProperty({ type: Number, nullable: true }) debitCardVolume: number | null;
  @ApiProperty({ type: Number, nullable: true }) creditCardVolume: number | null;
  @ApiProperty({ type: Number, nullable: true }) corporateCardVolume: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) transactionsPerMonth: number | null;
  @ApiProperty({ type: Number, nullable: true }) averageTransaction: number | null;
  @ApiProperty({ type: String, nullable: true }) currentProvider: string | null;
  @ApiProperty({ type: [String], nullable: true }) paymentMethods: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) cardTypes: string[] | null;
  @ApiProperty({ type: String, nullable: true }) needsIntegration: string | null;
  @ApiProperty({ type: String, nullable: true }) integrationSpecific: string | null;
  @ApiProperty({ type: String, nullable: true }) terminalTypePreference: string | null;
  @ApiProperty({ type: [String], nullable: true }) softwareIntegrationPrefs: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) connectivityPreferences: string[] | null;
  @ApiProperty({ type: 'integer', nullable: true }) numberOfTerminals: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) merchantAccounts: number | null;
  @ApiProperty({ type: Number, nullable: true }) currentTotalMonthlyCost: number | null;
  @ApiProperty({ type: Number, nullable: true }) currentDebitFee: number | null;
  @ApiProperty({ type: Number, nullable: true }) currentCreditFee: number | null;
  @ApiProperty({ type: Number, nullable: true }) currentCorporateCreditFee: number | null;
  @ApiProperty({ type: Number, nullable: true }) currentAuthFee: number | null;
  @ApiProperty({ type: Number, nullable: true }) currentCnpFee: number | null;
  @ApiProperty({ type: Number, nullable: true }) currentInternationalFee: number | null;
  @ApiProperty({ type: Number, nullable: true }) currentMonthlyFees: number | null;
  @ApiProperty({ type: Number, nullable: true }) currentTerminalRental: number | null;
  @ApiProperty({ type: Number, nullable: true }) currentOtherFees: number | null;
  @ApiProperty({ type: Number, nullable: true }) personalCorporateSplit: number | null;
  @ApiProperty({ type: Number, nullable: true }) ukInternationalSplit: number | null;
  @ApiProperty({ type: Number, nullable: true }) f2fCnpSplit: number | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The browser pricing as the wizard stored it' })
  calculatedPricing: Record<string, unknown> | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { total: 412.5, source: 'calculated_from_rates', timestamp: '2026-11-22T10:00:00.000Z' },
  })
  step3CalculatedCurrentCost: { total: number; source: string; timestamp: string } | null;
  @ApiProperty({ example: '0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44' }) id: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastActivityAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}
