import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { IsArray, IsDefined, IsIn, IsInt, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { MaxJsonSize } from '../../common/validators/max-json-size';
import { ToNumber, ToPercent, Trim } from '../../common/transforms/coerce';

export const BUSINESS_TYPES = ['retail', 'restaurant', 'online', 'trade'] as const;
export const PAYMENT_STATUSES = ['new', 'existing', 'contract'] as const;

const money = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 };
const rate = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 4 };

/** Figures are taken as numbers or as formatted text ("10,000", "£25.50"); the document says both. */
const NUMBER_OR_TEXT = { oneOf: [{ type: 'number' }, { type: 'string', description: 'a formatted figure: "10,000", "£25.50"' }] };
/** A percentage is taken as a number (or formatted text) or a one-element list ([80]), which the wizard sends. */
const PERCENT = {
  oneOf: [{ type: 'number' }, { type: 'string', description: 'a formatted figure' }, { type: 'array', items: { type: 'number' }, minItems: 1, maxItems: 1 }],
};
/** Ignored fields: any value is taken (and dropped). */
const ANY_VALUE = { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'object' }, { type: 'array', items: {} }], nullable: true };

/** Step 1 of the wizard ('Tell us about your business'): required to create a profile. */
export class BusinessDetailsDto {
  @ApiProperty({ enum: BUSINESS_TYPES })
  @IsDefined({ message: 'businessType is required' })
  @IsIn(BUSINESS_TYPES, { message: `businessType must be one of: ${BUSINESS_TYPES.join(', ')}` })
  businessType: string;

  @ApiProperty({ example: 'The Corner Café' })
  @Trim()
  @IsDefined({ message: 'businessName is required' })
  @IsString()
  @IsNotEmpty({ message: 'businessName is required' })
  @MaxLength(200)
  businessName: string;

  @ApiProperty({ example: 'food_beverage' })
  @IsDefined({ message: 'businessSector is required' })
  @IsString()
  @IsNotEmpty({ message: 'businessSector is required' })
  @MaxLength(60)
  businessSector: string;

  @ApiProperty({ enum: PAYMENT_STATUSES })
  @IsDefined({ message: 'paymentStatus is required' })
  @IsIn(PAYMENT_STATUSES, { message: `paymentStatus must be one of: ${PAYMENT_STATUSES.join(', ')}` })
  paymentStatus: string;
}

/**
 * The rest of the wizard's business data: every field optional so that
 * the profile can grow step by step (a field left out or sent as null is "not given"); numbers
 * coerced and range-checked.
 */
export class BusinessDataDto {
  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, example: 10000, description: 'Monthly turnover in £ ("10,000" accepted)' })
  @IsOptional()
  @ToNumber()
  @IsNumber(money)
  @Min(0)
  @Max(1e10)
  monthlyTurnover?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: '£ amount when debit + credit > 100, else a percentage' })
  @IsOptional()
  @ToNumber()
  @IsNumber(money)
  @Min(0)
  @Max(1e10)
  debitCardVolume?: number;

  @ApiPropertyOptional({ ...NUMBER_OR_TEXT, nullable: true })
  @IsOptional()
  @ToNumber()
  @IsNumber(money)
  @Min(0)
  @Max(1e10)
  creditCardVolume?: number;

  @ApiPropertyOptional({ ...NUMBER_OR_TEXT, nullable: true })
  @IsOptional()
  @ToNumber()
  @IsNumber(money)
  @Min(0)
  @Max(1e10)
  corporateCardVolume?: number;

  @ApiPropertyOptional({ ...NUMBER_OR_TEXT, nullable: true })
  @IsOptional()
  @ToNumber()
  @IsInt()
  @Min(0)
  @Max(1e9)
  transactionsPerMonth?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, example: 25 })
  @IsOptional()
  @ToNumber()
  @IsNumber(money)
  @Min(0)
  @Max(1e8)
  averageTransaction?: number;

  @ApiPropertyOptional({ nullable: true, example: 'Worldpay' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(120)
  currentProvider?: string;

  @ApiPropertyOptional({ nullable: true, type: [String], example: ['pdq', 'online_gateway'] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  paymentMethods?: string[];

  @ApiPropertyOptional({ nullable: true, type: [String], example: ['standard_cards', 'amex'] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  cardTypes?: string[];

  @ApiPropertyOptional({ nullable: true, example: 'gateway' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  needsIntegration?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  integrationSpecific?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  terminalTypePreference?: string;

  @ApiPropertyOptional({ nullable: true, type: [String] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  softwareIntegrationPrefs?: string[];

  @ApiPropertyOptional({ nullable: true, type: [String] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  connectivityPreferences?: string[];

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, minimum: 1, example: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'numberOfTerminals must be a whole number' })
  @Min(1, { message: 'numberOfTerminals must be at least 1' })
  @Max(1000)
  numberOfTerminals?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, minimum: 1, example: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'merchantAccounts must be a whole number' })
  @Min(1, { message: 'merchantAccounts must be at least 1' })
  @Max(1000)
  merchantAccounts?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: 'Current total monthly cost in £' })
  @IsOptional()
  @ToNumber()
  @IsNumber(money)
  @Min(0, { message: 'currentTotalMonthlyCost must not be negative' })
  @Max(1e9)
  currentTotalMonthlyCost?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: '%' })
  @IsOptional()
  @ToNumber()
  @IsNumber(rate)
  @Min(0, { message: 'currentDebitFee must not be negative' })
  @Max(100)
  currentDebitFee?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: '%' })
  @IsOptional()
  @ToNumber()
  @IsNumber(rate)
  @Min(0, { message: 'currentCreditFee must not be negative' })
  @Max(100)
  currentCreditFee?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: '%' })
  @IsOptional()
  @ToNumber()
  @IsNumber(rate)
  @Min(0, { message: 'currentCorporateCreditFee must not be negative' })
  @Max(100)
  currentCorporateCreditFee?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: 'pence per authorisation' })
  @IsOptional()
  @ToNumber()
  @IsNumber(rate)
  @Min(0, { message: 'currentAuthFee must not be negative' })
  @Max(10000)
  currentAuthFee?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: '%' })
  @IsOptional()
  @ToNumber()
  @IsNumber(rate)
  @Min(0, { message: 'currentCnpFee must not be negative' })
  @Max(100)
  currentCnpFee?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: '%' })
  @IsOptional()
  @ToNumber()
  @IsNumber(rate)
  @Min(0, { message: 'currentInternationalFee must not be negative' })
  @Max(100)
  currentInternationalFee?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: '£ a month' })
  @IsOptional()
  @ToNumber()
  @IsNumber(money)
  @Min(0, { message: 'currentMonthlyFees must not be negative' })
  @Max(1e8)
  currentMonthlyFees?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: '£ a month' })
  @IsOptional()
  @ToNumber()
  @IsNumber(money)
  @Min(0, { message: 'currentTerminalRental must not be negative' })
  @Max(1e8)
  currentTerminalRental?: number;

  @ApiPropertyOptional({ nullable: true, ...NUMBER_OR_TEXT, description: '£ a month' })
  @IsOptional()
  @ToNumber()
  @IsNumber(money)
  @Min(0, { message: 'currentOtherFees must not be negative' })
  @Max(1e8)
  currentOtherFees?: number;

  @ApiPropertyOptional({ nullable: true, ...PERCENT, description: 'Personal share of credit, % (a number or [80])', example: 80 })
  @IsOptional()
  @ToPercent()
  @IsNumber(rate, { message: 'personalCorporateSplit must be a percentage' })
  @Min(0, { message: 'personalCorporateSplit must be between 0 and 100' })
  @Max(100, { message: 'personalCorporateSplit must be between 0 and 100' })
  personalCorporateSplit?: number;

  @ApiPropertyOptional({ nullable: true, ...PERCENT, description: 'UK share, % (a number or [95])', example: 95 })
  @IsOptional()
  @ToPercent()
  @IsNumber(rate, { message: 'ukInternationalSplit must be a percentage' })
  @Min(0, { message: 'ukInternationalSplit must be between 0 and 100' })
  @Max(100, { message: 'ukInternationalSplit must be between 0 and 100' })
  ukInternationalSplit?: number;

  @ApiPropertyOptional({ nullable: true, ...PERCENT, description: 'Face-to-face share, % (a number or [80])', example: 80 })
  @IsOptional()
  @ToPercent()
  @IsNumber(rate, { message: 'f2fCnpSplit must be a percentage' })
  @Min(0, { message: 'f2fCnpSplit must be between 0 and 100' })
  @Max(100, { message: 'f2fCnpSplit must be between 0 and 100' })
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
export class BusinessProfileFieldsDto extends IntersectionType(PartialType(BusinessDetailsDto), BusinessDataDto) {}

/** POST: step 1's four fields are required (400 naming each missing one). */
export class CreateBusinessProfileDto extends IntersectionType(BusinessDetailsDto, BusinessDataDto) {
  @ApiPropertyOptional({
    format: 'uuid',
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
  @ApiPropertyOptional({ format: 'uuid', description: 'The session id that created the profile (or the X-Session-Id header)' })
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
