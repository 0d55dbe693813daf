import { BadRequestException } from '@nestjs/common';
import { Brackets } from 'typeorm';
import { scopeCustomers } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import {
  CUSTOMER_DATE_FILTERS,
  CustomerDateFilter,
  DatePresetError,
  DateWindow,
  dateWindow,
  TASK_DATE_FILTERS,
  TaskDateFilter,
} from '../common/dates/date-presets';
import { ListFilter, listFilters, matchNothingWhenEmpty, valuesOneOf } from '../common/list-query/list-filters';
import { ListSpec } from '../common/list-query/list-query';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { TASK_PRIORITIES, TASK_STATUS_FILTERS, TASK_TYPES } from '../domain/vocabulary/tasks';
import { Task } from './entities/task.entity';

export const TASK_FILTERS = [
  'dateFilter',
  'startDate',
  'endDate',
  'status',
  'priority',
  'type',
  'assignedToCrmUserId',
  'businessProfileId',
  'q',
  'id',
] as const;

type Filter = ListFilter<Task>;

/**
 * The presets a task list takes as dateFilter (in the filter object or as a query parameter of its
 * own): the tasks screen's and the dashboard's, and every preset the customer list takes, each
 * window computed by the one preset rule (common/dates/date-presets.ts).
 */
export const TASK_LIST_DATE_FILTERS = [...new Set<TaskDateFilter | CustomerDateFilter>([...TASK_DATE_FILTERS, ...CUSTOMER_DATE_FILTERS])];
export type TaskListDateFilter = (typeof TASK_LIST_DATE_FILTERS)[number];

/** The dates of GET /api/crm/tasks given as query parameters of their own (?dateFilter=today). */
export interface TaskDateParams {
  dateFilter?: TaskListDateFilter;
  startDate?: string;
  endDate?: string;
}

/**
 * The filter object with the query parameters' dates in it: a date given both ways must say the
 * same, or the request is refused naming it.
 */
export function withDateParams(filter: Record<string, unknown>, params: TaskDateParams): Record<string, unknown> {
  const merged = { ...filter };
  for (const key of ['dateFilter', 'startDate', 'endDate'] as const) {
    const value = params[key];
    if (value === undefined) continue;
    if (merged[key] !== undefined && merged[key] !== value)
      throw new BadRequestException(`${key} is given twice, as a parameter and in the filter, with different values`);
    merged[key] = value;
  }
  return merged;
}

const PRIORITY_RANK = `CASE t.priority ${TASK_PRIORITIES.map((priority, rank) => `WHEN '${priority}' THEN ${rank + 1}`).join(' ')} ELSE 0 END`;

/** The due-date presets (today, tomorrow, this_week, next_week, this_month, next_month, overdue, all, and the dashboard's), on UK days (date-presets.ts). */
function dateFilter(now: Date, filter: Record<string, unknown>): Filter {
  return (qb, value) => {
    if (Array.isArray(value)) throw new BadRequestException('filter "dateFilter" must be one value, not a list');
    const [preset] = valuesOneOf<TaskListDateFilter>('dateFilter', value, TASK_LIST_DATE_FILTERS);
    const day = (key: 'startDate' | 'endDate'): string | undefined => {
      const text = filter[key];
      if (text === undefined || text === null || text === '') return undefined;
      if (typeof text !== 'string') throw new BadRequestException(`filter "${key}" must be a date like 2026-11-25`);
      return text;
    };
    let range: DateWindow;
    try {
      range = dateWindow(preset, now, { startDate: day('startDate'), endDate: day('endDate') });
    } catch (error) {
      if (error instanceof DatePresetError) throw new BadRequestException(`filter "dateFilter": ${error.message}`);
      throw error;
    }
    if (range.from) qb.andWhere('t.dueDate >= :dueFrom', { dueFrom: range.from });
    if (range.to) qb.andWhere('t.dueDate < :dueTo', { dueTo: range.to });
    if (preset === 'overdue') qb.andWhere('t.status = :overduePending', { overduePending: 'pending' });
  };
}

function customDay(key: 'startDate' | 'endDate', filter: Record<string, unknown>): Filter {
  return () => {
    if (filter.dateFilter !== 'custom') throw new BadRequestException(`filter "${key}" goes with dateFilter "custom"`);
  };
}

function statusFilter(now: Date): Filter {
  return (qb, value) => {
    const statuses = valuesOneOf('status', value, TASK_STATUS_FILTERS);
    if (matchNothingWhenEmpty(qb, statuses)) return;
    qb.andWhere(
      new Brackets((where) => {
        for (const status of statuses) {
          if (status === 'overdue') where.orWhere('(t.status = :statusPending AND t.dueDate < :statusNow)', { statusPending: 'pending', statusNow: now });
          else where.orWhere(`t.status = :status_${status}`, { [`status_${status}`]: status });
        }
      }),
    );
  };
}

/** Title, description and the business name of a customer the user may see. */
function searchFilter(user: SessionUser): Filter {
  return (qb, value) => {
    if (Array.isArray(value)) throw new BadRequestException('a search filter must be a text, not a list');
    const term = `%${String(value)
      .toLowerCase()
      .replace(/[!%_]/g, (c) => `!${c}`)}%`;
    const names = scopeCustomers(
      qb.subQuery().select('q_bp.id').from(BusinessProfile, 'q_bp').where("LOWER(q_bp.businessName) LIKE :taskSearch ESCAPE '!'"),
      user,
      'q_bp',
    );
    qb.setParameters(names.getParameters());
    qb.andWhere(
      `(LOWER(t.title) LIKE :taskSearch ESCAPE '!' OR LOWER(t.description) LIKE :taskSearch ESCAPE '!' OR t.businessProfileId IN ${names.getQuery()})`,
      {
        taskSearch: term,
      },
    );
  };
}

/** GET /api/crm/tasks: sort, filters (TASK_FILTERS) and their 400s; `filter` is the parsed filter object. */
export function taskListSpec(user: SessionUser, now: Date, filter: Record<string, unknown>): ListSpec<Task> {
  const filters: Record<(typeof TASK_FILTERS)[number], Filter> = {
    dateFilter: dateFilter(now, filter),
    startDate: customDay('startDate', filter),
    endDate: customDay('endDate', filter),
    status: statusFilter(now),
    priority: listFilters.oneOf<Task>('priority', 't.priority', TASK_PRIORITIES),
    type: listFilters.oneOf<Task>('type', 't.type', TASK_TYPES),
    assignedToCrmUserId: listFilters.ids<Task>('assignedToCrmUserId', 't.assignedToCrmUserId'),
    businessProfileId: listFilters.equals<Task>('businessProfileId', 't.businessProfileId'),
    q: searchFilter(user),
    id: listFilters.ids<Task>('id', 't.id'),
  };
  return {
    resource: 'tasks',
    sortable: {
      id: 't.id',
      title: 't.title',
      dueDate: 't.dueDate',
      priority: PRIORITY_RANK,
      status: 't.status',
      createdAt: 't.createdAt',
      updatedAt: 't.updatedAt',
      completedAt: 't.completedAt',
    },
    defaultSort: ['dueDate', 'ASC'],
    filters,
  };
}
