import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { ListQueryDto } from '../../common/list-query/list-query.dto';
import { TASK_LIST_DATE_FILTERS, TaskListDateFilter } from '../task-list';

const DAY_HELP = 'YYYY-MM-DD, a UK (Europe/London) calendar day, included; with dateFilter custom';

/**
 * GET /api/crm/tasks: react-admin's list parameters, and the due-date preset as a parameter of its
 * own (as the customer list and the dashboard pass theirs); the filter object may carry it instead.
 */
export class TaskListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({
    enum: TASK_LIST_DATE_FILTERS,
    description:
      "On the due date, in UK time: the tasks screen's presets, the dashboard's period and the customer list's presets (week and month: the last 7 and 30 days, today included). The same as filter.dateFilter; given both ways, they must agree",
  })
  @IsOptional()
  @IsIn(TASK_LIST_DATE_FILTERS, { message: `dateFilter must be one of: ${TASK_LIST_DATE_FILTERS.join(', ')}` })
  dateFilter?: TaskListDateFilter;

  @ApiPropertyOptional({ example: '2026-10-28', description: DAY_HELP })
  @IsOptional()
  @IsString()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-26', description: DAY_HELP })
  @IsOptional()
  @IsString()
  endDate?: string;
}
