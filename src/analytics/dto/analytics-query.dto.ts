import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { DASHBOARD_DATE_FILTERS } from '../../common/dates/date-presets';

export type DashboardDateFilter = (typeof DASHBOARD_DATE_FILTERS)[number];

const DAY_HELP = 'YYYY-MM-DD, a UK (Europe/London) calendar day, included';

/**
 * The period of the analytics calls: a dashboard preset, or startDate
 * and endDate (custom); neither means the last 30 days (the default analytics range).
 */
export class AnalyticsQueryDto {
  @ApiPropertyOptional({
    enum: DASHBOARD_DATE_FILTERS,
    description: 'A dashboard preset in UK time; custom takes startDate and/or endDate. Without it and without dates: the last 30 days, today included',
  })
  @IsOptional()
  @IsIn(DASHBOARD_DATE_FILTERS, { message: `dateFilter must be one of: ${DASHBOARD_DATE_FILTERS.join(', ')}` })
  dateFilter?: DashboardDateFilter;

  @ApiPropertyOptional({ example: '2026-10-28', description: DAY_HELP })
  @IsOptional()
  @IsString()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-26', description: DAY_HELP })
  @IsOptional()
  @IsString()
  endDate?: string;
}

export const STAT_TYPES = ['visitors', 'users', 'created', 'quoted', 'selected', 'applied'] as const;
export type StatType = (typeof STAT_TYPES)[number];

/** GET /api/crm/dashboard/details: one funnel stage's latest rows in the period. */
export class DashboardDetailsQueryDto extends AnalyticsQueryDto {
  @ApiPropertyOptional({ enum: STAT_TYPES, default: 'applied', description: 'The funnel stage (the dashboard selects applied by default)' })
  @IsOptional()
  @IsIn(STAT_TYPES, { message: `statType must be one of: ${STAT_TYPES.join(', ')}` })
  statType?: StatType;
}
