/**
 * Lead statuses: the values the server stores and accepts, in the order staff move a lead through
 * them (the pipeline board's columns, left to right), with the words the back-office shows. Staff
 * may pick any status in any order; the order is only for showing them.
 */
export const LEAD_STATUSES = ['created', 'quoted', 'applied', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  created: 'Created',
  quoted: 'Quoted',
  applied: 'Applied',
  closed: 'Closed',
};

export const isLeadStatus = (value: unknown): value is LeadStatus => typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);

/** The label of a status; a value outside the list is shown as it is ('' for none). */
export const leadStatusLabel = (value: string | null | undefined): string => (isLeadStatus(value) ? LEAD_STATUS_LABELS[value] : (value ?? ''));

/** The status one step before (-1) or after (+1) in the order; none past either end. */
export const neighbourLeadStatus = (status: LeadStatus, step: -1 | 1): LeadStatus | undefined => LEAD_STATUSES[LEAD_STATUSES.indexOf(status) + step];
