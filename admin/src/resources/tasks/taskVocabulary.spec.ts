import { describe, expect, it } from '@jest/globals';
import { customerLabel, excerpt, outcomeLabel, priorityLabel, statusLabels, typeLabel } from './taskVocabulary';

const TEXTS = { personal: 'Personal task', unnamed: 'Unnamed customer' };

describe('what the tasks screen shows', () => {
  it('labels types, priorities and outcomes readably', () => {
    expect(typeLabel('follow_up')).toBe('Follow-up');
    expect(priorityLabel('urgent')).toBe('Urgent');
    expect(outcomeLabel('no_answer')).toBe('No answer');
  });

  it('shows Pending, with Overdue once the due time has passed, or Completed', () => {
    expect(statusLabels({ status: 'pending', isOverdue: false })).toEqual(['Pending']);
    expect(statusLabels({ status: 'pending', isOverdue: true })).toEqual(['Pending', 'Overdue']);
    expect(statusLabels({ status: 'completed', isOverdue: false })).toEqual(['Completed']);
  });

  it("names the customer, or says 'Personal task' for a task without one", () => {
    expect(customerLabel({ businessProfileId: 'abc', businessProfile: { businessName: 'The Corner Shop' } }, TEXTS)).toBe('The Corner Shop');
    expect(customerLabel({ businessProfileId: null, businessProfile: null }, TEXTS)).toBe('Personal task');
    expect(customerLabel({ businessProfileId: 'abc', businessProfile: { businessName: null } }, TEXTS)).toBe('Unnamed customer');
  });

  it('shortens a long description at a word, and leaves a short one whole', () => {
    expect(excerpt('Ask about the contract')).toBe('Ask about the contract');
    expect(excerpt(null)).toBe('');
    const long = 'Ask about the contract length, the terminal rental and whether the card machine can take contactless payments';
    const short = excerpt(long, 40);
    expect(short).toBe('Ask about the contract length, the…');
    expect(short.length).toBeLessThanOrEqual(41);
  });
});
