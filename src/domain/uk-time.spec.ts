import { DATETIME_LOCAL_INPUT, formatUkDateTime, parseUkWallClock, toUkDateTimeLocal, ukDateTimeParts } from './uk-time';

const iso = (text: string): string | undefined => parseUkWallClock(text)?.toISOString();

describe('UK time', () => {
  it('reads a date and time without a zone as UK wall-clock time, in winter (GMT) and summer (BST)', () => {
    expect(iso('2026-11-25T14:30')).toBe('2026-11-25T14:30:00.000Z');
    expect(iso('2026-07-01T14:30')).toBe('2026-07-01T13:30:00.000Z');
    expect(iso('2026-07-01T00:30:15.5')).toBe('2026-06-30T23:30:15.500Z');
  });

  it('reads the hours around the changes of the clocks', () => {
    // Spring: 01:00 GMT becomes 02:00 BST; the skipped 01:30 is read in GMT.
    expect(iso('2026-03-29T00:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(iso('2026-03-29T01:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    // Autumn: 02:00 BST becomes 01:00 GMT; the repeated 01:30 is the second one, in GMT.
    expect(iso('2026-10-25T00:30')).toBe('2026-10-24T23:30:00.000Z');
    expect(iso('2026-10-25T01:30')).toBe('2026-10-25T01:30:00.000Z');
    expect(iso('2026-10-25T02:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('reads nothing else: zones, impossible dates and times, other forms', () => {
    for (const text of [
      '2026-11-25T14:30Z',
      '2026-11-25T14:30+01:00',
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-11-25T24:00',
      '2026-11-25T14:60',
      '2026-11-25',
      '25/11/2026 14:30',
      '',
    ]) {
      expect(parseUkWallClock(text)).toBeNull();
    }
  });

  it('keeps the year as written, even before 100 (0085 is not 1985)', () => {
    expect(parseUkWallClock('0085-06-01T10:00')?.getUTCFullYear()).toBe(85);
  });

  it('shows an instant in UK time, with or without the zone', () => {
    expect(formatUkDateTime(new Date('2026-11-25T14:30:00Z'))).toBe('25/11/2026 14:30');
    expect(formatUkDateTime(new Date('2026-11-25T14:30:00Z'), { zoneName: true })).toBe('25/11/2026 14:30 GMT');
    expect(formatUkDateTime(new Date('2026-07-01T23:30:00Z'), { zoneName: true })).toBe('02/07/2026 00:30 BST');
    expect(ukDateTimeParts(new Date('2026-06-30T23:05:09Z'))).toEqual({
      year: '2026',
      month: '07',
      day: '01',
      hour: '00',
      minute: '05',
      second: '09',
      zoneName: 'BST',
    });
  });

  it('gives the datetime-local form of an instant, which it reads back to the same minute', () => {
    const local = toUkDateTimeLocal(new Date('2026-07-01T14:30:00Z'));
    expect(local).toBe('2026-07-01T15:30');
    expect(DATETIME_LOCAL_INPUT.test(local)).toBe(true);
    expect(iso(local)).toBe('2026-07-01T14:30:00.000Z');
  });
});
