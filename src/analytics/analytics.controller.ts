import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../auth/session-user';
import { Clock } from '../common/clock/clock';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { UserRateLimit } from '../common/decorators/user-rate-limit.decorator';
import { ReadReplica } from '../database/read-replica';
import { analyticsCsv, ukDateOf } from './analytics-csv';
import { FIRST_PERIOD_YEAR, LAST_PERIOD_YEAR, MAX_PERIOD_YEARS, PERIOD_BAD_REQUEST, periodOf } from './analytics-period';
import { AnalyticsService } from './analytics.service';
import { AnalyticsDashboardDto, JourneyEventDto, PageAnalyticsDto } from './dto/analytics-dashboard.dto';
import { AnalyticsQueryDto } from './dto/analytics-query.dto';

const PERIOD = `Period: dateFilter (today, yesterday, this_week, last_week, this_month, last_month, custom) or startDate/endDate (UK days, included); by default the last 30 days. UK (Europe/London) time. At most ${MAX_PERIOD_YEARS} years, days from ${FIRST_PERIOD_YEAR} to ${LAST_PERIOD_YEAR}.`;
const PARTNER_RULE = "A partner gets its own provider's figures only: its customers, the visits that created them, its own provider's quotes and applications.";

@ApiTags('analytics')
@Controller('api/analytics')
@Auth('admin', 'staff', 'partner')
@UserRateLimit('analytics')
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly clock: Clock,
    private readonly replica: ReadReplica,
  ) {}

  @Get('dashboard')
  @ApiOperation({
    summary: 'The conversion funnel, overview, top sectors, journey insights and top providers of a period',
    description: `${PERIOD} ${PARTNER_RULE}`,
  })
  @ApiOkResponse({ type: AnalyticsDashboardDto })
  @ApiBadRequestResponse({ description: PERIOD_BAD_REQUEST })
  dashboard(@Query() query: AnalyticsQueryDto, @CurrentUser() user: SessionUser): Promise<AnalyticsDashboardDto> {
    const period = periodOf(query, this.clock.now());
    return this.replica.run(() => this.analytics.dashboard(period, user));
  }

  @Get('export.csv')
  @ApiOperation({ summary: "The dashboard's figures as CSV (section,item,measure,value; one figure a row)", description: `${PERIOD} ${PARTNER_RULE}` })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, attachment analytics-DD-MM-YYYY-DD-MM-YYYY.csv, one header row', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: PERIOD_BAD_REQUEST })
  async exportCsv(@Query() query: AnalyticsQueryDto, @CurrentUser() user: SessionUser): Promise<StreamableFile> {
    const period = periodOf(query, this.clock.now());
    const csv = analyticsCsv(await this.replica.run(() => this.analytics.dashboard(period, user)));
    return new StreamableFile(Buffer.from(csv, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${csvFilename(period)}"` });
  }

  @Get('journey-events')
  @ApiOperation({ summary: 'Tracking events of a period by type and wizard step, with their distinct sessions', description: `${PERIOD} ${PARTNER_RULE}` })
  @ApiOkResponse({ type: [JourneyEventDto] })
  @ApiBadRequestResponse({ description: PERIOD_BAD_REQUEST })
  journeyEvents(@Query() query: AnalyticsQueryDto, @CurrentUser() user: SessionUser): Promise<JourneyEventDto[]> {
    const period = periodOf(query, this.clock.now());
    return this.replica.run(() => this.analytics.journeyEvents(period, user));
  }

  @Get('page-analytics')
  @ApiOperation({ summary: 'Tracking events of a period by page path (up to 100 pages, most viewed first)', description: `${PERIOD} ${PARTNER_RULE}` })
  @ApiOkResponse({ type: [PageAnalyticsDto] })
  @ApiBadRequestResponse({ description: PERIOD_BAD_REQUEST })
  pageAnalytics(@Query() query: AnalyticsQueryDto, @CurrentUser() user: SessionUser): Promise<PageAnalyticsDto[]> {
    const period = periodOf(query, this.clock.now());
    return this.replica.run(() => this.analytics.pageAnalytics(period, user));
  }
}

/** analytics-01-07-2026-15-07-2026.csv: the period's first and last UK days, en-GB order. */
function csvFilename(period: { from: Date; to: Date }): string {
  const day = (instant: Date): string => ukDateOf(instant).split('/').join('-');
  return `analytics-${day(period.from)}-${day(new Date(period.to.getTime() - 1))}.csv`;
}
