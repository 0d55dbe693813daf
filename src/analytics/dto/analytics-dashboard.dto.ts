import { ApiProperty } from '@nestjs/swagger';
import { CUSTOMER_SOURCES } from '../../domain/vocabulary/customer-sources';

export class FunnelStepDto {
  @ApiProperty({ example: 'Visitors' }) label: string;
  @ApiProperty({ example: 120 }) count: number;
}

/** The six stages (visitors and users from tracking events; the rest from profiles, quotes and leads). */
export class ConversionFunnelDto {
  @ApiProperty({ type: FunnelStepDto, description: 'Visitors: landing-page visits' }) step1: FunnelStepDto;
  @ApiProperty({ type: FunnelStepDto, description: 'Users: visits (sessions) that opened the wizard' }) step2: FunnelStepDto;
  @ApiProperty({ type: FunnelStepDto, description: 'Created: business profiles created' }) step3: FunnelStepDto;
  @ApiProperty({ type: FunnelStepDto, description: 'Quoted: customers quoted' }) step4: FunnelStepDto;
  @ApiProperty({ type: FunnelStepDto, description: 'Selected: customers with a selected quote' }) step5: FunnelStepDto;
  @ApiProperty({ type: FunnelStepDto, description: 'Applied: customers who applied (a lead)' }) step6: FunnelStepDto;
}

export class AnalyticsOverviewDto {
  @ApiProperty({ description: 'Distinct wizard sessions with any tracking event in the period' }) uniqueSessions: number;
  @ApiProperty({ description: 'Quotes made in the period' }) totalQuotes: number;
  @ApiProperty({ description: 'Of those, the selected ones' }) totalSelectedQuotes: number;
  @ApiProperty({ description: 'Applications (leads) submitted in the period' }) totalApplications: number;
  @ApiProperty({ example: 12.5, description: 'Applied customers per wizard user (step6 / step2), in percent with one decimal; 0 without users' })
  overallConversionRate: number;
}

export class SectorShareDto {
  @ApiProperty({ example: 'retail' }) sector: string;
  @ApiProperty({ example: 'Retail' }) label: string;
  @ApiProperty({ example: 5 }) count: number;
  @ApiProperty({ example: 41.7, description: 'Percent of the profiles created in the period that name a sector, one decimal' }) percentage: number;
}

export class SourceShareDto {
  @ApiProperty({ enum: CUSTOMER_SOURCES, example: 'phone' }) source: string;
  @ApiProperty({ example: 'Phone', description: "The source's label: 'Website' for the wizard" }) label: string;
  @ApiProperty({ example: 3 }) count: number;
  @ApiProperty({ example: 25, description: 'Percent of the customers created in the period, one decimal' }) percentage: number;
}

export class CustomerJourneyDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 14.5,
    description:
      "Minutes (one decimal) from the visit's first wizard event (or the profile's creation, if earlier) to its first application, over the customers who applied in the period; null when none did",
  })
  averageTimeToComplete: number | null;
  @ApiProperty({
    example: 0.25,
    description: 'A fraction (0-1, four decimals): wizard sessions of the period that uploaded a statement, over all wizard sessions of the period',
  })
  documentUploadRate: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Compare',
    description:
      'The step most often the last one reached by the sessions of the period that did not apply (ties: the earlier step); null without such sessions',
  })
  mostCommonDropoffPoint: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 4, description: "That step's number (1-5)" })
  mostCommonDropoffStep: number | null;
}

export class ProviderPerformanceDto {
  @ApiProperty({ example: 3 }) providerId: number;
  @ApiProperty({ example: 'Worldpay' }) providerName: string;
  @ApiProperty({ description: 'Quotes of this provider made in the period' }) quotesGenerated: number;
  @ApiProperty({ description: 'Applications in the period that selected this provider' }) applicationsSubmitted: number;
  @ApiProperty({ example: 20, description: 'applicationsSubmitted / quotesGenerated in percent, one decimal; 0 without quotes' }) conversionRate: number;
}

export class AnalyticsPeriodDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'Start, included (00:00 UK time)' }) from: Date;
  @ApiProperty({ type: String, format: 'date-time', description: 'End, excluded' }) to: Date;
}

/** GET /api/analytics/dashboard: the funnel and figures of the analytics dashboard. */
export class AnalyticsDashboardDto {
  @ApiProperty({ type: AnalyticsPeriodDto }) period: AnalyticsPeriodDto;
  @ApiProperty({ type: ConversionFunnelDto }) conversionFunnel: ConversionFunnelDto;
  @ApiProperty({ type: AnalyticsOverviewDto }) overview: AnalyticsOverviewDto;
  @ApiProperty({ type: [SectorShareDto], description: 'The top 6 sectors, most profiles first' }) sectorBreakdown: SectorShareDto[];
  @ApiProperty({
    type: [SourceShareDto],
    description:
      'The customers created in the period by how they reached us (the wizard, or the source staff entered them under), most first; sources without a customer left out',
  })
  sourceBreakdown: SourceShareDto[];
  @ApiProperty({ type: CustomerJourneyDto }) customerJourney: CustomerJourneyDto;
  @ApiProperty({ type: [ProviderPerformanceDto], description: 'Up to 10 providers, most applications first, then most quotes' })
  topProviders: ProviderPerformanceDto[];
}

export class JourneyEventDto {
  @ApiProperty({ example: 'step', description: 'visitor, user_launch, user, step or document_upload' }) type: string;
  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'The wizard step of a step event' }) step: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Upload/Input' }) stepName: string | null;
  @ApiProperty({ description: 'Events in the period' }) events: number;
  @ApiProperty({ description: 'Distinct sessions among them (0 for landing-page visits, which have none)' }) sessions: number;
}

export class PageAnalyticsDto {
  @ApiProperty({ type: String, nullable: true, example: '/comparison-tool', description: 'The page path the event came from (null: unknown)' }) path:
    string | null;
  @ApiProperty({ description: 'Events from that page in the period' }) views: number;
  @ApiProperty({ description: 'Distinct sessions among them' }) uniqueSessions: number;
}
