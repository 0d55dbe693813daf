import { ApiProperty } from '@nestjs/swagger';
import type { SummaryLineBasis, SummaryLineKey } from '../../domain/pricing';

/** One monthly line of a quote's summary box (src/domain/pricing/summary-box.ts). */
export class SummaryBoxLineDto {
  @ApiProperty({
    enum: [
      'uk_debit',
      'uk_credit',
      'commercial',
      'international',
      'card_not_present',
      'authorisation',
      'minimum_top_up',
      'terminal_rental',
      'other_monthly_fees',
    ],
  })
  key: SummaryLineKey;
  @ApiProperty({ example: 'UK debit cards' }) label: string;
  @ApiProperty({ enum: ['percent', 'pence_per_transaction', 'per_terminal', 'fixed'] }) basis: SummaryLineBasis;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0.48,
    description: 'Percent or pence to at most 2 decimal places; £ a month per terminal for rental; null for a fixed amount',
  })
  rate: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 7000,
    description: '£ of card volume (percent), whole transactions (pence), terminals (rental); null for a fixed amount',
  })
  quantity: number | null;
  @ApiProperty({ example: 33.6, description: '£ a month, to the penny' }) amount: number;
}

export class SummaryBoxFeeDto {
  @ApiProperty({ enum: ['setup'] }) key: 'setup';
  @ApiProperty({ example: 'Set-up fee' }) label: string;
  @ApiProperty({ example: 0, description: '£, one-off' }) amount: number;
}

/** The provider's terms besides its fees; null: not stated by the provider. */
export class SummaryBoxTermsDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Months (0: no fixed term)' }) contractTermMonths: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Days' }) noticePeriodDays: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '£ for leaving before the contract ends' }) exitFee: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Months' }) terminalLeaseMonths: number | null;
  @ApiProperty({ type: String, nullable: true }) settlementTime: string | null;
  @ApiProperty({ type: String, nullable: true }) supportHours: string | null;
  @ApiProperty({ type: String, nullable: true }) supportLocation: string | null;
  @ApiProperty({ type: Number, nullable: true, description: '£ a month of other fixed fees (null: not stated, counted as £0)' }) otherMonthlyFees:
    number | null;
  @ApiProperty({ type: String, nullable: true, example: 'PCI compliance', description: 'What the other monthly fees are' }) otherMonthlyFeesLabel:
    string | null;
}

/** The effective rate (monthly charges / monthly card turnover) today and with the quote. */
export class EffectiveRateDto {
  @ApiProperty({ description: '£ of card turnover a month' }) cardTurnover: number;
  @ApiProperty({ description: '£ a month paid today (the current-cost estimate)' }) currentMonthlyCost: number;
  @ApiProperty({ type: Number, nullable: true, example: 2.25, description: 'Percent, 2 decimal places' }) currentRatePercent: number | null;
  @ApiProperty({ description: '£ a month with this quote' }) quoteMonthlyCost: number;
  @ApiProperty({ type: Number, nullable: true, example: 1.6, description: 'Percent, 2 decimal places' }) quoteRatePercent: number | null;
  @ApiProperty({ description: '£ a month saved; negative is an additional cost' }) savingMonthly: number;
  @ApiProperty({ type: Number, nullable: true, example: 0.65, description: 'Percentage points saved (today − quote)' }) savingPercentagePoints: number | null;
}

/** A quote's summary box: every line the visitor's figures pay, the terms, the totals. */
export class QuoteSummaryBoxDto {
  @ApiProperty() providerName: string;
  @ApiProperty({ type: [SummaryBoxLineDto] }) lines: SummaryBoxLineDto[];
  @ApiProperty({ description: '£ a month: the sum of the lines, equal to estimatedMonthlyCost' }) monthlyTotal: number;
  @ApiProperty({ description: '£ a year: monthlyTotal x 12' }) annualTotal: number;
  @ApiProperty({ description: '£: the least the transaction fees come to in a month' }) minimumMonthlyCharge: number;
  @ApiProperty() isMinimumApplied: boolean;
  @ApiProperty({ type: [SummaryBoxFeeDto] }) oneOffFees: SummaryBoxFeeDto[];
  @ApiProperty({ type: SummaryBoxTermsDto }) terms: SummaryBoxTermsDto;
  @ApiProperty({ description: 'The terminal lease runs past the 18 months the regulator allows the providers it directs' }) isLeaseOverCap: boolean;
  @ApiProperty({ type: String, nullable: true }) leaseWarning: string | null;
  @ApiProperty({ type: EffectiveRateDto }) effectiveRate: EffectiveRateDto;
}
