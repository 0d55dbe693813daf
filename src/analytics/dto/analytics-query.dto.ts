import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DASHBOARD_DATE_FILTERS } from '../../common/dates/date-presets';
import { WithPeriodQuery } from '../../common/dates/period-query';

export type DashboardDateFilter = (typeof DASHBOARD_DATE_FILTERS)[number];

/**
 * The period of the analytics calls: a dashboard preset, or startDate
 * and endDate (custom); neither means the last 30 days (the default analytics range).
 */
export class AnalyticsQueryDto extends WithPeriodQuery<DashboardDateFilter>(DASHBOARD_DATE_FILTERS, {
  dateFilter: 'A dashboard preset in UK time; custom takes startDate and/or endDate. Without it and without dates: the last 30 days, today included',
}) {}

export const STAT_TYPES = ['visitors', 'users', 'created', 'quoted', 'selected', 'applied'] as const;
export type StatType = (typeof STAT_TYPES)[number];

/** GET /api/crm/dashboard/details: one funnel stage's latest rows in the period. */
export class DashboardDetailsQueryDto extends AnalyticsQueryDto {
  @ApiPropertyOptional({ enum: STAT_TYPES, default: 'applied', description: 'The funnel stage (the dashboard selects applied by default)' })
  @IsOptional()
  @IsIn(STAT_TYPES, { message: `statType must be one of: ${STAT_TYPES.join(', ')}` })
  statType?: StatType;
}
