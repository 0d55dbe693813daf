import {
  formatIsoDate,
  isIsoDate,
  RENEWAL_REMINDER_MESSAGES,
  renewalDateProblem,
  renewalReminderDueAt,
  renewalSavingsLine,
  ukIsoDate,
} from './renewal-reminders';

describe('renewal reminder rules', () => {
  it('is due 6 weeks before the end date at 09:00 UK time, in summer (BST) and in winter (GMT)', () => {
    expect(renewalReminderDueAt('2031-06-30').toISOString()).toBe('2031-05-19T08:00:00.000Z');
    expect(renewalReminderDueAt('2031-12-31').toISOString()).toBe('2031-11-19T09:00:00.000Z');
    // Across a month and a year boundary.
    expect(renewalReminderDueAt('2032-01-10').toISOString()).toBe('2031-11-29T09:00:00.000Z');
  });

  it('takes a real future date within 6 years, and says what is wrong with any other', () => {
    const now = new Date('2031-03-03T23:30:00.000Z'); // still 3 March in the UK (GMT)
    expect(renewalDateProblem('2031-03-04', now)).toBeNull();
    expect(renewalDateProblem('2037-03-03', now)).toBeNull();
    expect(renewalDateProblem('2037-03-04', now)).toBe(RENEWAL_REMINDER_MESSAGES.dateTooFar);
    expect(renewalDateProblem('2031-03-03', now)).toBe(RENEWAL_REMINDER_MESSAGES.dateNotFuture);
    expect(renewalDateProblem('2031-02-29', now)).toBe(RENEWAL_REMINDER_MESSAGES.dateInvalid);
    expect(renewalDateProblem('31/12/2031', now)).toBe(RENEWAL_REMINDER_MESSAGES.dateInvalid);
  });

  it('reads the UK calendar date of an instant and writes dates as en-GB', () => {
    expect(ukIsoDate(new Date('2031-06-30T23:30:00.000Z'))).toBe('2031-07-01');
    expect(isIsoDate('2032-02-29')).toBe(true);
    expect(isIsoDate('2031-02-29')).toBe(false);
    expect(formatIsoDate('2031-06-30')).toBe('30/06/2031');
  });
});

describe('the renewal reminder saving line', () => {
  it('states the saving when the best match costs less than the customer pays now', () => {
    expect(renewalSavingsLine({ monthly: 45.5, annual: 546 })).toBe('Estimated saving on what you pay today: £45.50 a month (£546.00 a year)');
  });

  it('says plainly that no provider beats the current cost, and by how much the best costs more, never a £0.00 saving', () => {
    const dearer = renewalSavingsLine({ monthly: -12.34, annual: -148.08 });
    expect(dearer).toBe('No provider beats what you pay today: the best match costs £12.34 a month more (£148.08 a year more).');
    const same = renewalSavingsLine({ monthly: 0, annual: 0.04 });
    expect(same).toBe('No provider beats what you pay today: the best match costs about the same as you pay now.');
    for (const line of [dearer, same]) expect(line).not.toMatch(/£0\.00|-£|saving/);
  });
});
