import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@domain/vocabulary/lead-statuses';

/**
 * The back-office's part of the lead statuses: their colours and the choices of a dropdown. The
 * statuses, their order (the board's columns, left to right), labels and neighbours are the shared
 * vocabulary's (@domain/vocabulary/lead-statuses), imported from there by each screen.
 */

/** The status colours as theme palette names: created grey, quoted blue, applied green, closed red. */
export const LEAD_STATUS_COLOURS: Record<LeadStatus, 'default' | 'primary' | 'success' | 'error'> = {
  created: 'default',
  quoted: 'primary',
  applied: 'success',
  closed: 'error',
};

/** The choices of a status filter or dropdown. */
export const LEAD_STATUS_CHOICES = LEAD_STATUSES.map((id) => ({ id, name: LEAD_STATUS_LABELS[id] }));
