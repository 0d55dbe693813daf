import { ApiProperty } from '@nestjs/swagger';
import { PROVIDER_REQUIRED_FIELDS, SUMMARY_TERM_FIELDS } from '../../domain/catalogue-rules/quality';
import { CATALOGUE_STATUSES } from '../../domain/catalogue-rules/status';

/** A provider as the back-office reads it, with its data quality. */
export class ProviderViewDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Dojo' }) name: string;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp' }) logo: string | null;
  @ApiProperty({ enum: CATALOGUE_STATUSES, description: 'live only with a data-quality score of 100; draft below; inactive when withdrawn' }) status: string;
  @ApiProperty({ example: 94, description: 'Share of the 17 required fields filled in, 0-100' }) dataQualityScore: number;
  @ApiProperty({
    type: [String],
    enum: PROVIDER_REQUIRED_FIELDS,
    example: ['trustpilotRating'],
    description: 'Required fields still empty (they keep the provider from going live)',
  })
  missingFields: string[];
  @ApiProperty({
    example: 50,
    description: "Share of the 6 summary-box terms stated, 0-100 (not a live gate: the terms not stated read 'not stated' in a quote's summary box)",
  })
  summaryTermsScore: number;
  @ApiProperty({ type: [String], enum: SUMMARY_TERM_FIELDS, example: ['exitFee', 'otherMonthlyFees'], description: 'Summary-box terms not stated' })
  missingSummaryTerms: string[];
  @ApiProperty({ example: 3, description: 'Goes up by one on every change' }) dataVersion: number;
  @ApiProperty({ type: String, nullable: true }) supportLocation: string | null;
  @ApiProperty({ type: String, nullable: true }) escalationPoint: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Months' }) contractTermMonths: number | null;
  @ApiProperty({ type: String, nullable: true }) deliveryDays: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Days of notice to leave the contract' }) noticePeriodDays: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '£ for leaving before the contract ends' }) exitFee: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Months' }) terminalLeaseMonths: number | null;
  @ApiProperty({ type: String, nullable: true }) settlementTime: string | null;
  @ApiProperty({ type: String, nullable: true }) supportHours: string | null;
  @ApiProperty({ type: Number, nullable: true, description: '£ a month of other fixed fees (null: not stated)' }) otherMonthlyFees: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the other monthly fees are' }) otherMonthlyFeesLabel: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent' }) debitFeeMin: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent' }) debitFeeMax: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent' }) creditFeeMin: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent' }) creditFeeMax: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pence' }) authorizationFee: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '£' }) monthlyMinimumFee: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '£' }) setupFee: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '£ a month' }) terminalRentalMin: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '£ a month' }) terminalRentalMax: number | null;
  @ApiProperty({ type: String, nullable: true }) paymentTypes: string | null;
  @ApiProperty({ type: String, nullable: true }) connectionMethods: string | null;
  @ApiProperty() eposIntegration: boolean;
  @ApiProperty({ type: Number, nullable: true }) merchantCompareRating: number | null;
  @ApiProperty({ type: Number, nullable: true }) trustpilotRating: number | null;
  @ApiProperty({ type: String, nullable: true }) trustpilotUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) companyDescription: string | null;
  @ApiProperty({ type: [String], nullable: true }) features: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) paymentGateways: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) ecommercePlatforms: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) eposSystems: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) apiIntegrations: string[] | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

/** A provider of GET /api/crm/providers/with-scores: with its terminals' counts and scores. */
export class ProviderWithScoresDto extends ProviderViewDto {
  @ApiProperty({ example: 3 }) terminalCount: number;
  @ApiProperty({ example: 2 }) liveTerminalCount: number;
  @ApiProperty({ type: Number, nullable: true, example: 92, description: "Mean of its terminals' data-quality scores, rounded; null without terminals" })
  averageTerminalScore: number | null;
}

/** The answer of POST /api/crm/providers/with-terminals. */
export class ProviderCreatedDto {
  @ApiProperty({ example: 31 }) providerId: number;
  @ApiProperty({ example: 'Acme Payments' }) providerName: string;
  @ApiProperty({ example: 2 }) terminalsCreated: number;
  @ApiProperty({ example: 88 }) dataQualityScore: number;
  @ApiProperty({ enum: CATALOGUE_STATUSES, example: 'draft', description: 'live when complete, else draft (or inactive when asked for)' }) status: string;
}
