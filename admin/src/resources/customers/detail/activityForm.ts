/** The Log Call and Add Note forms: what they need and the body they send. */
import type { CreateActivityBody, TaskOutcome } from '../../../api/types';

export interface CallFormValues {
  subject: string;
  notes: string;
  outcome: TaskOutcome;
  /** Minutes, as typed; empty when not given. */
  durationMinutes: string;
}

/** A call's outcome is successful unless staff say otherwise. */
export const EMPTY_CALL: CallFormValues = { subject: '', notes: '', outcome: 'successful', durationMinutes: '' };

/** The server's default subject for a call (the field may stay empty). */
export const DEFAULT_CALL_SUBJECT = 'Phone call';

/** The longest call the server takes (24 hours). */
export const MAX_CALL_MINUTES = 1440;

export type CallFormProblem = 'missingNotes' | 'badDuration' | null;

/** Minutes as typed -> whole seconds; '' -> null; anything else (negative, too long, not a number) -> undefined. */
export const durationSeconds = (minutes: string): number | null | undefined => {
  const typed = minutes.trim();
  if (typed === '') return null;
  const value = Number(typed);
  if (!Number.isFinite(value) || value < 0 || value > MAX_CALL_MINUTES) return undefined;
  return Math.round(value * 60);
};

/** Notes are required ('Missing notes: Please add call notes before logging.'); the duration is optional. */
export const callFormProblem = (values: CallFormValues): CallFormProblem => {
  if (!values.notes.trim()) return 'missingNotes';
  if (durationSeconds(values.durationMinutes) === undefined) return 'badDuration';
  return null;
};

export const toCallBody = (customerId: string, values: CallFormValues): CreateActivityBody => ({
  businessProfileId: customerId,
  type: 'call',
  subject: values.subject.trim() || DEFAULT_CALL_SUBJECT,
  notes: values.notes.trim(),
  outcome: values.outcome,
  duration: durationSeconds(values.durationMinutes) ?? null,
});

export const toNoteBody = (customerId: string, notes: string): CreateActivityBody => ({
  businessProfileId: customerId,
  type: 'note',
  notes: notes.trim(),
});
