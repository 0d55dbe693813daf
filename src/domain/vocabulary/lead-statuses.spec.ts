import { isLeadStatus, LEAD_STATUS_LABELS, LEAD_STATUSES, leadStatusLabel, neighbourLeadStatus } from './lead-statuses';

describe('lead statuses', () => {
  it('are created, quoted, applied, closed, in that order, each with its label', () => {
    expect(LEAD_STATUSES).toEqual(['created', 'quoted', 'applied', 'closed']);
    expect(LEAD_STATUS_LABELS).toEqual({ created: 'Created', quoted: 'Quoted', applied: 'Applied', closed: 'Closed' });
  });

  it('recognise only their own values', () => {
    for (const status of LEAD_STATUSES) expect(isLeadStatus(status)).toBe(true);
    for (const other of ['Created', 'new', '', null, undefined, 1, 'toString', 'constructor']) expect(isLeadStatus(other)).toBe(false);
  });

  it('label a known status and show any other value as it is', () => {
    expect(leadStatusLabel('applied')).toBe('Applied');
    expect(leadStatusLabel('archived')).toBe('archived');
    expect(leadStatusLabel(null)).toBe('');
  });

  it('have neighbours in the order, none past either end', () => {
    expect(neighbourLeadStatus('created', 1)).toBe('quoted');
    expect(neighbourLeadStatus('applied', -1)).toBe('quoted');
    expect(neighbourLeadStatus('created', -1)).toBeUndefined();
    expect(neighbourLeadStatus('closed', 1)).toBeUndefined();
  });
});
