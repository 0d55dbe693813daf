/**
 * Dates typed in the back-office are UK days, DD/MM/YYYY, whatever the browser's language; the API
 * takes and gives ISO days (YYYY-MM-DD). One or two digits for the day and month are taken.
 * Date-times (a task's due time) are typed DD/MM/YYYY HH:MM, 24-hour, and sent as the UK
 * wall-clock time without a zone that the API reads ('2026-11-25T14:30', @domain/uk-time).
 */
const UK_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A UK day, one or more spaces, then a 24-hour time: hours of one or two digits, minutes of two. */
const UK_DAY_TIME = /^(\S+)\s+(\d{1,2}):(\d{2})$/;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The ISO day of a typed 'DD/MM/YYYY', or null when it is not a real day (31/02/2026, 1/13/2026). */
export function parseUkDateInput(text: string): string | null {
  const match = UK_DAY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'DD/MM/YYYY' of an ISO day; '' for '' (no day chosen) or anything that is no ISO day. */
export function formatUkDateInput(iso: string): string {
  const match = ISO_DAY.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * The UK wall-clock time ('2026-11-25T14:30') of a typed 'DD/MM/YYYY HH:MM', or null when the day is
 * not a real day or the time is not 00:00 to 23:59.
 */
export function parseUkDateTimeInput(text: string): string | null {
  const match = UK_DAY_TIME.exec(text.trim());
  if (!match) return null;
  const day = parseUkDateInput(match[1]);
  const [hour, minute] = [Number(match[2]), Number(match[3])];
  if (day === null || hour > 23 || minute > 59) return null;
  return `${day}T${pad(hour)}:${pad(minute)}`;
}

/** 'DD/MM/YYYY HH:MM' of a UK wall-clock time ('2026-11-25T14:30'); '' for anything else. */
export function formatUkDateTimeInput(wallClock: string): string {
  const match = WALL_CLOCK.exec(wallClock);
  return match ? `${formatUkDateInput(match[1])} ${match[2]}:${match[3]}` : '';
}
