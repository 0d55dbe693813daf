import { CUSTOMER_DATE_FILTERS, DASHBOARD_DATE_FILTERS, DATE_PRESET_LABELS, isCustomerDateFilter, TASK_DATE_FILTERS, TASK_DUE_PRESETS } from './date-presets';

describe('date presets', () => {
  it('name the customer, task and dashboard presets', () => {
    expect(CUSTOMER_DATE_FILTERS).toEqual(['all', 'today', 'yesterday', 'week', 'month', 'thismonth', 'ytd']);
    expect(TASK_DATE_FILTERS).toEqual([
      'today',
      'tomorrow',
      'this_week',
      'next_week',
      'this_month',
      'next_month',
      'overdue',
      'all',
      'yesterday',
      'last_week',
      'last_month',
      'custom',
    ]);
    expect(DASHBOARD_DATE_FILTERS).toEqual(['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month', 'custom']);
  });

  it('offer on the tasks screen today to next month and overdue, each a preset the task list knows', () => {
    expect(TASK_DUE_PRESETS.map((preset) => DATE_PRESET_LABELS[preset])).toEqual([
      'Today',
      'Tomorrow',
      'This week',
      'Next week',
      'This month',
      'Next month',
      'Overdue',
    ]);
    for (const preset of TASK_DUE_PRESETS) expect(TASK_DATE_FILTERS).toContain(preset);
  });

  it('label the customer presets as the customer filter shows them', () => {
    expect(CUSTOMER_DATE_FILTERS.map((preset) => DATE_PRESET_LABELS[preset])).toEqual([
      'All time',
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'This month',
      'Year to date',
    ]);
  });

  it('recognise only customer preset names as customer presets', () => {
    expect(isCustomerDateFilter('ytd')).toBe(true);
    for (const other of ['this_week', 'ALL', '', null, 7]) expect(isCustomerDateFilter(other)).toBe(false);
  });
});
