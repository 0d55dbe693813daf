/**
 * The names of the back-office's date presets, with the words its filters show. The server
 * computes each preset's window in UK time (src/common/dates/date-presets.ts) and accepts these
 * names; the back-office offers them.
 *
 * - Customer lists (on the customer's createdAt): all, today, yesterday, week (the last 7 days,
 *   today included), month (the last 30 days, today included), thismonth, ytd.
 * - Tasks (on the due date): the screen's presets today to next_month and overdue (due before now),
 *   'all' (no preset), and the dashboard's yesterday, last_week, last_month and custom.
 * - The dashboard: today, yesterday, this/last week, this/last month, custom.
 */
export const CUSTOMER_DATE_FILTERS = ['all', 'today', 'yesterday', 'week', 'month', 'thismonth', 'ytd'] as const;
export type CustomerDateFilter = (typeof CUSTOMER_DATE_FILTERS)[number];

/** The due-date presets the tasks screen offers ('All' is its empty choice: no preset). */
export const TASK_DUE_PRESETS = ['today', 'tomorrow', 'this_week', 'next_week', 'this_month', 'next_month', 'overdue'] as const;
export type TaskDuePreset = (typeof TASK_DUE_PRESETS)[number];

export const TASK_DATE_FILTERS = [...TASK_DUE_PRESETS, 'all', 'yesterday', 'last_week', 'last_month', 'custom'] as const;
export type TaskDateFilter = (typeof TASK_DATE_FILTERS)[number];

export const DASHBOARD_DATE_FILTERS = ['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month', 'custom'] as const;
export type DashboardDateFilter = (typeof DASHBOARD_DATE_FILTERS)[number];

/** Every preset name, of any list. */
export type DatePreset = CustomerDateFilter | TaskDateFilter | DashboardDateFilter;

/** The words of each preset wherever it is offered. */
export const DATE_PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  all: 'All time',
  today: 'Today',
  yesterday: 'Yesterday',
  tomorrow: 'Tomorrow',
  week: 'Last 7 days',
  month: 'Last 30 days',
  thismonth: 'This month',
  ytd: 'Year to date',
  this_week: 'This week',
  last_week: 'Last week',
  next_week: 'Next week',
  this_month: 'This month',
  last_month: 'Last month',
  next_month: 'Next month',
  overdue: 'Overdue',
  custom: 'Custom',
};

export const isCustomerDateFilter = (value: unknown): value is CustomerDateFilter =>
  typeof value === 'string' && (CUSTOMER_DATE_FILTERS as readonly string[]).includes(value);
