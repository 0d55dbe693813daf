import { dateWindow, ukDayStart } from './date-presets';

const iso = (w: { from?: Date; to?: Date }) => ({ from: w.from?.toISOString(), to: w.to?.toISOString() });

describe('date presets in UK time', () => {
  // Wednesday 25 November 2026, 09:30 in London (GMT, UTC+0).
  const winter = new Date('2026-11-25T09:30:00Z');
  // Wednesday 15 July 2026, 00:30 in London (BST, UTC+1): still 14 July in UTC.
  const summer = new Date('2026-07-14T23:30:00Z');

  it('starts a UK day at midnight GMT in winter and midnight BST in summer', () => {
    expect(iso(dateWindow('today', winter))).toEqual({ from: '2026-11-25T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' });
    expect(iso(dateWindow('today', summer))).toEqual({ from: '2026-07-14T23:00:00.000Z', to: '2026-07-15T23:00:00.000Z' });
    expect(iso(dateWindow('yesterday', summer))).toEqual({ from: '2026-07-13T23:00:00.000Z', to: '2026-07-14T23:00:00.000Z' });
    expect(iso(dateWindow('tomorrow', winter))).toEqual({ from: '2026-11-26T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z' });
  });

  it('counts the last 7 and 30 days with today included', () => {
    expect(iso(dateWindow('week', winter))).toEqual({ from: '2026-11-19T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' });
    expect(iso(dateWindow('month', winter))).toEqual({ from: '2026-10-27T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' });
  });

  it('crosses the clock change: a month that starts in BST and ends in GMT', () => {
    // October 2026 starts at 00:00 BST (23:00 UTC the day before); November at 00:00 GMT.
    expect(iso(dateWindow('last_month', winter))).toEqual({ from: '2026-09-30T23:00:00.000Z', to: '2026-11-01T00:00:00.000Z' });
    expect(iso(dateWindow('thismonth', winter))).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' });
    expect(iso(dateWindow('next_month', winter))).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
    expect(iso(dateWindow('ytd', winter))).toEqual({ from: '2026-01-01T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' });
  });

  it('starts weeks on Monday', () => {
    expect(iso(dateWindow('this_week', winter))).toEqual({ from: '2026-11-23T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' });
    expect(iso(dateWindow('next_week', winter))).toEqual({ from: '2026-11-30T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z' });
    expect(iso(dateWindow('last_week', winter))).toEqual({ from: '2026-11-16T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z' });
    expect(iso(dateWindow('this_week', summer))).toEqual({ from: '2026-07-12T23:00:00.000Z', to: '2026-07-19T23:00:00.000Z' });
  });

  it('has overdue end now, all open, and custom span whole UK days', () => {
    expect(iso(dateWindow('overdue', winter))).toEqual({ from: undefined, to: '2026-11-25T09:30:00.000Z' });
    expect(dateWindow('all', winter)).toEqual({});
    expect(iso(dateWindow('custom', winter, { startDate: '2026-07-01', endDate: '2026-07-31' }))).toEqual({
      from: '2026-06-30T23:00:00.000Z',
      to: '2026-07-31T23:00:00.000Z',
    });
    expect(() => dateWindow('custom', winter, {})).toThrow('custom needs startDate or endDate');
    expect(() => dateWindow('custom', winter, { startDate: '2026-08-01', endDate: '2026-07-01' })).toThrow('startDate must not be after endDate');
    expect(() => ukDayStart('2026-02-30')).toThrow('not a real date');
    expect(() => ukDayStart('25/11/2026')).toThrow('not a date like');
  });
});
