import { formatGBP, toPence } from './pricing/money';
import { parseUkWallClock, ukDateTimeParts } from './uk-time';

/**
 * Renewal reminders (pure, shared by the API and the wizard): a visitor gives the date their
 * current card payment contract or terminal lease ends and, with explicit consent, is emailed a
 * fresh comparison RENEWAL_REMINDER_WEEKS_BEFORE weeks before it. The consent wording is the one
 * text the wizard shows beside the checkbox and the server stores verbatim with the time it was given.
 */
export const RENEWAL_REMINDER_WEEKS_BEFORE = 6;
/** A contract end date further ahead than this is refused as a typo (card contracts run 1 to 5 years). */
export const RENEWAL_DATE_MAX_YEARS_AHEAD = 6;
/**
 * How long the quote email's 'set a renewal reminder' link works: 90 days, long enough to find the
 * contract's end date in the paperwork, short enough that an old inbox does not hold a live link.
 */
export const RENEWAL_REMINDER_LINK_DAYS = 90;
/** The UK hour of the reminder day at which the reminder becomes due. */
export const RENEWAL_REMINDER_HOUR = 9;

export const RENEWAL_REMINDER_CONSENT =
  'Yes, email me a fresh comparison 6 weeks before my current contract or terminal lease ends. I can withdraw this at any time with the link in the email.';

export const RENEWAL_REMINDER_MESSAGES = {
  dateInvalid: 'Please enter the date your contract or lease ends',
  dateNotFuture: 'The end date must be in the future',
  dateTooFar: `The end date must be within ${RENEWAL_DATE_MAX_YEARS_AHEAD} years`,
  consentRequired: 'Please tick the box to agree to the reminder',
  emailInvalid: 'Please enter a valid email address',
  withdrawNotFound: 'This link has already been used or does not exist',
  setLinkNotFound: 'This reminder link has already been used, has expired or does not exist',
  tooManyForAddress: 'Too many emails to this address in the last hour. Please try again later.',
  emailNotQueued: 'We could not send the email just now. Please try again.',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UK calendar date of an instant, as YYYY-MM-DD. */
export function ukIsoDate(instant: Date): string {
  const parts = ukDateTimeParts(instant);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whether `text` is a real calendar date written YYYY-MM-DD (2027-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

function shiftDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function shiftYears(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * What is wrong with a contract end date given at `now` (null when it is fine): a real date, after
 * today in the UK, and at most RENEWAL_DATE_MAX_YEARS_AHEAD years ahead.
 */
export function renewalDateProblem(endDate: string, now: Date): string | null {
  if (!isIsoDate(endDate)) return RENEWAL_REMINDER_MESSAGES.dateInvalid;
  const today = ukIsoDate(now);
  if (endDate <= today) return RENEWAL_REMINDER_MESSAGES.dateNotFuture;
  if (endDate > shiftYears(today, RENEWAL_DATE_MAX_YEARS_AHEAD)) return RENEWAL_REMINDER_MESSAGES.dateTooFar;
  return null;
}

/**
 * When the reminder of an end date becomes due: RENEWAL_REMINDER_WEEKS_BEFORE weeks before it, at
 * RENEWAL_REMINDER_HOUR UK time. A date nearer than that is due at once (the job's next run).
 */
export function renewalReminderDueAt(endDate: string): Date {
  const day = shiftDays(endDate, -7 * RENEWAL_REMINDER_WEEKS_BEFORE);
  const due = parseUkWallClock(`${day}T${String(RENEWAL_REMINDER_HOUR).padStart(2, '0')}:00`);
  if (!due) throw new Error(`Not a date: ${endDate}`);
  return due;
}

/** A date YYYY-MM-DD as the product shows dates (22/11/2026). */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The public page of a renewal reminder's emailed links, with the single-use token in its query:
 * 'set' (the quote email's link that sets a reminder) or 'withdraw' (withdraws the consent).
 */
export function renewalReminderPageLink(siteOrigin: string, action: 'set' | 'withdraw', token: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}/renewal-reminder?${action}=${token}`;
}

/**
 * The reminder email's line comparing today's best match with what the customer pays now (its
 * {{savingsLine}}), from the best match's saving (£ a month and £ a year; negative when it costs
 * more): the saving when there is one, otherwise plainly that no provider beats the current cost
 * and by how much the best match costs more, never a "£0.00 saving" (a difference under half a
 * penny a month counts as none).
 */
export function renewalSavingsLine(savings: { monthly: number; annual: number }): string {
  const monthlyPence = toPence(savings.monthly);
  if (monthlyPence > 0) return `Estimated saving on what you pay today: ${formatGBP(savings.monthly)} a month (${formatGBP(savings.annual)} a year)`;
  if (monthlyPence === 0) return 'No provider beats what you pay today: the best match costs about the same as you pay now.';
  return `No provider beats what you pay today: the best match costs ${formatGBP(-savings.monthly)} a month more (${formatGBP(-savings.annual)} a year more).`;
}
