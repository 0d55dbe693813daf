/**
 * UK time, the one zone of the product: dates and times are shown in it, whatever the zone of the
 * server or the browser, and a date and time written without a zone means UK wall-clock time (as
 * an <input type="datetime-local"> gives it). Pure: the platform's Intl only, no package.
 */
export const UK_TIME_ZONE = 'Europe/London';

/** The form an <input type="datetime-local"> gives: a date and time to the minute, without a zone. */
export const DATETIME_LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A date and time without a zone, seconds and milliseconds optional ('2026-11-25T14:30', '2026-11-25T14:30:05.250'). */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * The formatter, made at its first use and kept: making one loads the zone's data, which takes a
 * page tens of milliseconds of script on a phone, so a page that imports this module without
 * showing a date (the public wizard's first step) does not pay for it while it loads.
 */
let ukDateTime: Intl.DateTimeFormat | undefined;
function ukDateTimeFormat(): Intl.DateTimeFormat {
  ukDateTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  return ukDateTime;
}

/** The UK calendar date and wall-clock time of an instant, zero-padded, with its zone's name (GMT or BST). */
export interface UkDateTimeParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  zoneName: string;
}

export function ukDateTimeParts(date: Date): UkDateTimeParts {
  const parts = ukDateTimeFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
    zoneName: part('timeZoneName'),
  };
}

/** An instant's UK calendar day as the UK writes it: '22/11/2026'. */
export function formatUkDate(date: Date): string {
  const uk = ukDateTimeParts(date);
  return `${uk.day}/${uk.month}/${uk.year}`;
}

/** A date and time as the UK reads it: '25/11/2026 14:30', or with its zone '25/11/2026 14:30 GMT', '01/07/2026 15:30 BST'. */
export function formatUkDateTime(date: Date, options: { zoneName?: boolean } = {}): string {
  const uk = ukDateTimeParts(date);
  const text = `${uk.day}/${uk.month}/${uk.year} ${uk.hour}:${uk.minute}`;
  return options.zoneName ? `${text} ${uk.zoneName}` : text;
}

/** An instant as a datetime-local input shows it in UK time: '2026-11-22T14:30'. */
export function toUkDateTimeLocal(date: Date): string {
  const uk = ukDateTimeParts(date);
  return `${uk.year}-${uk.month}-${uk.day}T${uk.hour}:${uk.minute}`;
}

/** Milliseconds of the calendar fields read as if they were UTC (any year, 0 to 99 included). */
function fieldsAsUtc(year: number, monthIndex: number, day: number, hour: number, minute: number, second: number, millisecond: number): Date {
  const date = new Date(Date.UTC(2000, monthIndex, day, hour, minute, second, millisecond));
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** How far UK time is ahead of UTC at an instant, in milliseconds (0 in winter, an hour in summer). */
function ukOffsetAt(instant: number): number {
  const uk = ukDateTimeParts(new Date(instant));
  const wall = fieldsAsUtc(Number(uk.year), Number(uk.month) - 1, Number(uk.day), Number(uk.hour), Number(uk.minute), Number(uk.second), 0).getTime();
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

const DAY_MS = 86_400_000;

/**
 * A date and time written without a zone, read as UK wall-clock time: '2026-11-25T14:30' is 14:30
 * GMT, '2026-07-01T14:30' is 14:30 BST. Null for anything else, impossible dates (30 February)
 * included. Around a change of the clocks: a time that occurs twice (the autumn hour) is the
 * second one, in GMT; a time the spring change skips is read in GMT too (01:30 is 02:30 BST).
 */
export function parseUkWallClock(text: string): Date | null {
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const millisecond = Number((match[7] ?? '0').padEnd(3, '0'));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = fieldsAsUtc(year, month - 1, day, hour, minute, second, millisecond);
  if (wall.getUTCDate() !== day || wall.getUTCMonth() !== month - 1) return null;
  const at = wall.getTime();
  // The UK's offset a day before and a day after: the clocks change at most once in between.
  const before = ukOffsetAt(at - DAY_MS);
  const after = ukOffsetAt(at + DAY_MS);
  if (ukOffsetAt(at - after) === after) return new Date(at - after);
  if (ukOffsetAt(at - before) === before) return new Date(at - before);
  return new Date(at - before);
}
