/**
 * The words and colours the customer detail shows for the API's values. Lead statuses and the task
 * vocabulary are the shared ones (@domain/vocabulary/lead-statuses, @domain/vocabulary/tasks). The business profile's
 * vocabulary (business types, sectors, payment methods, card types, payment statuses) is the
 * wizard's own option lists (src/domain/vocabulary/wizard-options.ts), read from there rather than copied.
 */
import {
  BUSINESS_TYPE_OPTIONS,
  CARD_TYPE_OPTIONS,
  PAYMENT_METHOD_OPTIONS,
  PAYMENT_STATUS_OPTIONS,
  SECTOR_OPTIONS,
  type Option,
} from '@domain/vocabulary/wizard-options';
import { isTaskOutcome, TASK_OUTCOME_LABELS, type TaskPriority } from '@domain/vocabulary/tasks';
import type { CustomerActivity, CustomerEmail } from '../../../api/types';

export type ChipColour = 'default' | 'primary' | 'error' | 'success';

/** Colours whose text keeps AA contrast on an outlined chip (MUI's info and warning do not). */
export const PRIORITY_COLOURS: Record<TaskPriority, ChipColour> = { low: 'default', medium: 'primary', high: 'error', urgent: 'error' };

export const EMAIL_STATUS_LABELS: Record<CustomerEmail['status'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const EMAIL_STATUS_COLOURS: Record<CustomerEmail['status'], ChipColour> = {
  queued: 'default',
  sending: 'primary',
  sent: 'success',
  failed: 'error',
};

export const ACTIVITY_TYPE_LABELS: Record<CustomerActivity['type'], string> = {
  call: 'Call',
  email: 'Email',
  note: 'Note',
  system: 'System',
};

const labelIn = (options: readonly Option[], value: string | null | undefined): string =>
  value ? (options.find((option) => option.value === value)?.label ?? humanise(value)) : '';

/** 'no_answer' -> 'No answer': for a value no list names. */
export const humanise = (value: string): string => {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const businessTypeLabel = (value: string | null | undefined) => labelIn(BUSINESS_TYPE_OPTIONS, value);
export const sectorLabel = (value: string | null | undefined) => labelIn(SECTOR_OPTIONS, value);
export const paymentStatusLabel = (value: string | null | undefined) => labelIn(PAYMENT_STATUS_OPTIONS, value);
export const paymentMethodLabel = (value: string) => labelIn(PAYMENT_METHOD_OPTIONS, value);
export const cardTypeLabel = (value: string) => labelIn(CARD_TYPE_OPTIONS, value);

/** An outcome stored as text (activities keep it as a string): its label, else the text made readable. */
export const outcomeLabel = (value: string | null | undefined): string => {
  if (!value) return '';
  return isTaskOutcome(value) ? TASK_OUTCOME_LABELS[value] : humanise(value);
};
