import { describe, expect, it } from '@jest/globals';
import { canLeaveStepOne, draftScore, draftSummaryTerms, emptyProvider, providerDraft, terminalDraft, emptyTerminal } from './newProvider';

describe('Add New Provider wizard', () => {
  it('lets step 1 go on only with a name and a support location', () => {
    const values = emptyProvider();
    expect(canLeaveStepOne(values)).toBe(false);
    expect(canLeaveStepOne({ ...values, name: 'Acme' })).toBe(false);
    expect(canLeaveStepOne({ ...values, name: '  ', supportLocation: 'UK-based' })).toBe(false);
    expect(canLeaveStepOne({ ...values, name: 'Acme', supportLocation: 'UK-based' })).toBe(true);
  });

  it('scores the 17 required fields as they fill, the rental range counting for two', () => {
    const values = { ...emptyProvider(), name: 'Acme', supportLocation: 'UK-based' };
    expect(draftScore(values)).toBe(12);
    expect(draftScore({ ...values, rentalRange: '15-25' })).toBe(24);
  });

  it('scores the summary-box terms apart from the required fields, naming those not stated', () => {
    const values = { ...emptyProvider(), name: 'Acme', supportLocation: 'UK' };
    expect(draftSummaryTerms(values)).toEqual({
      score: 0,
      missing: ['noticePeriodDays', 'exitFee', 'terminalLeaseMonths', 'settlementTime', 'supportHours', 'otherMonthlyFees'],
    });
    const stated = { ...values, otherMonthlyFees: '0', exitFee: '150', settlementTime: 'Next working day' };
    expect(draftSummaryTerms(stated)).toEqual({ score: 50, missing: ['noticePeriodDays', 'terminalLeaseMonths', 'supportHours'] });
    // the data-quality score does not count them
    expect(draftScore(stated)).toBe(draftScore(values));
  });

  it('sends only what is filled in, numbers as numbers', () => {
    const { body, errors } = providerDraft(
      { ...emptyProvider(), name: 'Acme', supportLocation: 'UK-based', debitFeeMin: '0.3', rentalRange: '15-25' },
      'bad range',
    );
    expect(errors).toEqual({});
    expect(body).toEqual({ name: 'Acme', supportLocation: 'UK-based', debitFeeMin: 0.3, eposIntegration: false, terminalRentalMin: 15, terminalRentalMax: 25 });
  });

  it('names a rental range that is not min-max', () => {
    expect(providerDraft({ ...emptyProvider(), name: 'Acme', rentalRange: '25-15' }, 'bad range').errors).toEqual({ rentalRange: 'bad range' });
  });

  it('sends a new terminal with its name, type and what is filled in', () => {
    expect(terminalDraft({ ...emptyTerminal(), name: 'Acme Go', monthlyRental: '19.95', features: ['Contactless'] }).body).toEqual({
      name: 'Acme Go',
      type: 'countertop',
      monthlyRental: 19.95,
      features: ['Contactless'],
    });
  });
});
