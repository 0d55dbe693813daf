import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AnalyticsQueryDto } from '../../src/analytics/dto/analytics-query.dto';
import { TaskListQueryDto } from '../../src/tasks/dto/task-list-query.dto';

function messages(dto: new () => object, query: Record<string, unknown>): string[] {
  return validateSync(plainToInstance(dto, query)).flatMap((error) => Object.values(error.constraints ?? {}));
}

function documented(dto: new () => object, property: string): Record<string, unknown> {
  return Reflect.getMetadata('swagger/apiModelProperties', dto.prototype, property) as Record<string, unknown>;
}

describe('the period query parameters (analytics and the task list)', () => {
  it("refuse a preset outside the call's own list, naming that list", () => {
    expect(messages(AnalyticsQueryDto, { dateFilter: 'ytd' })).toEqual([
      'dateFilter must be one of: today, yesterday, this_week, last_week, this_month, last_month, custom',
    ]);
    expect(messages(TaskListQueryDto, { dateFilter: 'someday' })).toEqual([
      'dateFilter must be one of: today, tomorrow, this_week, next_week, this_month, next_month, overdue, all, yesterday, last_week, last_month, custom, week, month, thismonth, ytd',
    ]);
  });

  it('take the days as texts, and nothing at all', () => {
    expect(messages(AnalyticsQueryDto, { dateFilter: 'custom', startDate: '2026-10-28', endDate: '2026-11-26' })).toEqual([]);
    expect(messages(TaskListQueryDto, { dateFilter: 'ytd', sort: '["dueDate","ASC"]' })).toEqual([]);
    expect(messages(AnalyticsQueryDto, {})).toEqual([]);
    expect(messages(TaskListQueryDto, { startDate: 5, endDate: ['x'] })).toEqual(['startDate must be a string', 'endDate must be a string']);
  });

  it("document each call's presets and the days", () => {
    expect(documented(AnalyticsQueryDto, 'dateFilter')).toMatchObject({ required: false, enum: expect.arrayContaining(['this_week', 'custom']) });
    expect(documented(AnalyticsQueryDto, 'startDate')).toMatchObject({
      required: false,
      example: '2026-10-28',
      description: 'YYYY-MM-DD, a UK (Europe/London) calendar day, included',
    });
    expect(documented(TaskListQueryDto, 'endDate')).toMatchObject({
      required: false,
      example: '2026-11-26',
      description: 'YYYY-MM-DD, a UK (Europe/London) calendar day, included; with dateFilter custom',
    });
    expect(documented(TaskListQueryDto, 'sort')).toMatchObject({ required: false });
  });
});
