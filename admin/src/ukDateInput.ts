/**
 * Dates typed in the back-office are UK days, DD/MM/YYYY, whatever the browser's language; the API
 * takes and gives ISO days (YYYY-MM-DD). One or two digits for the day and month are taken.
 */
const UK_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
