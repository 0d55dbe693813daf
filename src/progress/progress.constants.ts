import { AUTOMATED_EMAILS } from '../domain/email/automated-emails';

/** Texts and limits of Save Progress (the wizard's own words where it has them; the rest chosen here). */
export const PROGRESS_MESSAGES = {
  emailRequired: 'Email required',
  emailInvalid: 'Please enter a valid email address',
  stateNotObject: 'state must be a JSON object',
  stateTooLarge: 'Saved progress is too large (at most 64 KB)',
  notFound: 'This saved progress link has expired or does not exist',
  tooManyForAddress: 'Too many save requests for this email address. Please try again later.',
  emailNotQueued: 'We could not send the email just now. Please try again.',
  emailSwitchedOff: 'Saving your progress by email is not available at the moment.',
  badHost: 'The request has no valid Host header',
} as const;

/** A resume link works for 30 days. */
export const PROGRESS_TTL_MS = 30 * 24 * 60 * 60_000;
/** The email that carries the resume link (switched off by an admin: Save Progress answers 503, nothing kept). */
export const SAVE_PROGRESS_EMAIL = AUTOMATED_EMAILS.saveProgress;
