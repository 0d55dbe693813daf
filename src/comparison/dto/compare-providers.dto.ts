import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { BusinessProfileFieldsDto } from '../../profiles/dto/business-profile.dto';

/** The rules of a comparison request's own fields, each written once: the validation and the API document read them. */
export const COMPARE_FIELD_RULES = {
  profileId: { maxLength: 36 },
} as const;

const PROFILE_ID = COMPARE_FIELD_RULES.profileId;

/** The wizard's business data (with the profile id and session id) as sent at step 3. */
export class CompareProvidersDto extends BusinessProfileFieldsDto {
  @ApiPropertyOptional({ nullable: true, description: 'The business profile to record the quotes for', maxLength: PROFILE_ID.maxLength })
  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_ID.maxLength)
  id?: string;

  @ApiPropertyOptional({ nullable: true, description: 'Alias of id', maxLength: PROFILE_ID.maxLength })
  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_ID.maxLength)
  businessProfileId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    description: 'The session that created the profile (or the X-Session-Id header); required when a profile is named',
  })
  @IsOptional()
  @IsUUID('all', { message: 'sessionId must be a UUID' })
  sessionId?: string;
}

export class ComparedTerminalDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['countertop', 'portable', 'mobile', 'smart', 'epos', 'gateway'] }) type: string;
  @ApiProperty() monthlyRental: number;
  @ApiProperty() setupFee: number;
}

/** The provider's monthly cost for the visitor's figures, as a person reads it (src/domain/pricing publishedCostBreakdown). */
export class CostBreakdownDto {
  @ApiProperty({ description: 'Mean debit rate, percent, at most 2 decimal places', example: 0.48 }) debitRatePercent: number;
  @ApiProperty({ description: 'Mean personal credit rate, percent, at most 2 decimal places', example: 1.7 }) creditRatePercent: number;
  @ApiProperty({ description: 'Pence per transaction, at most 2 decimal places', example: 5 }) authorizationFeePence: number;
  @ApiProperty({ description: 'Transactions a month, a whole number', example: 667 }) transactions: number;
  @ApiProperty({ description: '£ a month before the monthly minimum' }) transactionFeesBeforeMinimum: number;
  @ApiProperty() isMinimumApplied: boolean;
  @ApiProperty({ description: '£ a month after the monthly minimum' }) transactionFees: number;
  @ApiProperty() numberOfTerminals: number;
  @ApiProperty({ description: '£ a month for one terminal' }) terminalRentalPerTerminal: number;
  @ApiProperty({ description: '£ a month for all terminals' }) terminalRental: number;
  @ApiProperty({ description: "£ a month: the provider's other fixed fees (0 when not stated)" }) otherMonthlyFees: number;
  @ApiProperty({ description: '£ one-off' }) setupFee: number;
  @ApiProperty({ description: '£ a month: transactionFees + terminalRental + otherMonthlyFees' }) total: number;
}

export class ComparedProviderDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) logo: string | null;
  @ApiProperty() rank: number;
  @ApiProperty() isCheapest: boolean;
  @ApiProperty() isBestMatch: boolean;
  @ApiProperty() isTopChoice: boolean;
  @ApiProperty({ type: [String], example: ['CHEAPEST', 'BEST MATCH'] }) badges: string[];
  @ApiProperty({ minimum: 0, maximum: 100 }) matchScore: number;
  @ApiProperty({ type: String, nullable: true }) supportLocation: string | null;
  @ApiProperty({ type: String, nullable: true }) deliveryDays: string | null;
  @ApiProperty({ type: Number, nullable: true }) contractTermMonths: number | null;
  @ApiProperty() debitFeeMin: number;
  @ApiProperty() debitFeeMax: number;
  @ApiProperty() creditFeeMin: number;
  @ApiProperty() creditFeeMax: number;
  @ApiProperty({ description: 'pence' }) authorizationFee: number;
  @ApiProperty() terminalRentalMin: number;
  @ApiProperty() terminalRentalMax: number;
  @ApiProperty() monthlyMinimumFee: number;
  @ApiProperty() setupFee: number;
  @ApiProperty({ description: '£ a month of other fixed fees (PCI compliance, service or account fees); 0 when not stated' }) otherMonthlyFees: number;
  @ApiProperty({ description: '£ a month' }) estimatedMonthlyCost: number;
  @ApiProperty({ description: '£ a year; negative is an additional cost' }) estimatedSavings: number;
  @ApiProperty({ description: '£ a month' }) monthlySavings: number;
  @ApiProperty({ type: CostBreakdownDto }) costBreakdown: CostBreakdownDto;
  @ApiProperty() reasoning: string;
  @ApiProperty({ type: Number, nullable: true }) merchantCompareRating: number | null;
  @ApiProperty({ type: Number, nullable: true }) trustpilotRating: number | null;
  @ApiProperty({ type: String, nullable: true }) trustpilotUrl: string | null;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty() eposIntegration: boolean;
  @ApiProperty({ type: ComparedTerminalDto, nullable: true }) recommendedTerminal: ComparedTerminalDto | null;
}

export class ComparisonResultDto {
  @ApiProperty({ type: [ComparedProviderDto] }) providers: ComparedProviderDto[];
  @ApiProperty({ example: 412.5 }) currentMonthlyCost: number;
  @ApiProperty({ enum: ['total_cost_input', 'calculated_from_rates', 'market_defaults'] }) currentCostSource: string;
  @ApiProperty({ example: 20000, description: '£ of card turnover a month the effective rates are taken on' }) cardTurnover: number;
  @ApiProperty({ type: Number, nullable: true, example: 2.25, description: 'What the visitor pays today as a percentage of card turnover, 2 decimal places' })
  currentEffectiveRatePercent: number | null;
}
