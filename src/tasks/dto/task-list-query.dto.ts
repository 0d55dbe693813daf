import { WithPeriodQuery } from '../../common/dates/period-query';
import { ListQueryDto } from '../../common/list-query/list-query.dto';
import { TASK_LIST_DATE_FILTERS, TaskListDateFilter } from '../task-list';

/**
 * GET /api/crm/tasks: react-admin's list parameters, and the due-date preset as a parameter of its
 * own (as the customer list and the dashboard pass theirs); the filter object may carry it instead.
 */
export class TaskListQueryDto extends WithPeriodQuery<TaskListDateFilter, typeof ListQueryDto>(
  TASK_LIST_DATE_FILTERS,
  {
    dateFilter:
      "On the due date, in UK time: the tasks screen's presets, the dashboard's period and the customer list's presets (week and month: the last 7 and 30 days, today included). The same as filter.dateFilter; given both ways, they must agree",
    daysNote: 'with dateFilter custom',
  },
  ListQueryDto,
) {}
