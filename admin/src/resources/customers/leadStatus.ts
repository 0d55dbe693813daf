import type { LeadStatus } from '../../api/types';
import { LEAD_STATUS_LABELS } from '../../messages';

/**
 * Lead statuses in pipeline order (spec §4). Staff may pick any of them in any order; the order
 * is only the board's, left to right. Record<LeadStatus, ...> makes a new server status a type error.
 */
const ORDER: Record<LeadStatus, number> = { created: 0, quoted: 1, applied: 2, closed: 3 };

export const LEAD_STATUSES = (Object.keys(ORDER) as LeadStatus[]).sort((a, b) => ORDER[a] - ORDER[b]);

/** Spec §4 colours as theme palette names: created grey, quoted blue, applied green, closed red. */
export const LEAD_STATUS_COLOURS: Record<LeadStatus, 'default' | 'primary' | 'success' | 'error'> = {
  created: 'default',
  quoted: 'primary',
  applied: 'success',
  closed: 'error',
};

export const leadStatusLabel = (status: LeadStatus): string => LEAD_STATUS_LABELS[status];

export const isLeadStatus = (value: unknown): value is LeadStatus => typeof value === 'string' && value in ORDER;

/** The choices of a status filter or dropdown. */
export const LEAD_STATUS_CHOICES = LEAD_STATUSES.map((id) => ({ id, name: LEAD_STATUS_LABELS[id] }));

/** The status one column to the left (-1) or right (+1) on the board; none past either end. */
export const neighbourStatus = (status: LeadStatus, step: -1 | 1): LeadStatus | undefined => LEAD_STATUSES[ORDER[status] + step];
