import { describe, expect, it } from '@jest/globals';
import { figureNote, type StatementReview } from './statementReview';

const review: StatementReview = {
  confidence: { monthlyTurnover: 'high', averageTransaction: 'low', transactionsPerMonth: 'medium' },
  checks: [
    {
      field: 'averageTransaction',
      message: 'The average transaction read (£82.00) does not match turnover / transactions (£28.00); £28.00 is shown: please check this figure.',
    },
  ],
};

describe('figureNote', () => {
  it("shows a figure's check before its confidence, as a warning", () => {
    expect(figureNote(review, 'averageTransaction')).toEqual({ text: review.checks[0].message, isWarning: true });
  });

  it('shows the confidence of a figure read without a check', () => {
    expect(figureNote(review, 'monthlyTurnover')).toEqual({ text: 'Read from your statement: high confidence.', isWarning: false });
    expect(figureNote(review, 'transactionsPerMonth')).toEqual({ text: 'Read from your statement: medium confidence, worth a look.', isWarning: false });
  });

  it('shows nothing for a figure the statement did not fill, a field it never fills, or before any statement', () => {
    expect(figureNote(review, 'currentDebitFee')).toBeUndefined();
    expect(figureNote(review, 'currentCnpFee')).toBeUndefined();
    expect(figureNote(null, 'monthlyTurnover')).toBeUndefined();
  });
});
