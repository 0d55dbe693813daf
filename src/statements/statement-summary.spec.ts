import { NOTHING_FOUND_SUMMARY, summariseFindings } from './statement-summary';

describe('summariseFindings', () => {
  it('lists what was found and what was not', () => {
    expect(summariseFindings({ monthlyTurnover: 12345.67, transactionsPerMonth: 412, averageTransaction: 29.97, currentProvider: 'Worldpay' })).toBe(
      'Found: card turnover £12,345.67, 412 transactions, average transaction £29.97, provider Worldpay. Not found: debit/credit split, fees.',
    );
  });

  it('formats rates, pence and pounds the way the wizard shows them', () => {
    expect(
      summariseFindings({
        monthlyTurnover: 1234567.5,
        debitCardVolume: 1000000,
        creditCardVolume: 234567.5,
        transactionsPerMonth: 41234,
        currentProvider: 'Dojo',
        currentDebitFee: 0.3,
        currentCreditFee: 1.214,
        currentAuthFee: 2.5,
        currentTerminalRental: 15,
      }),
    ).toBe(
      'Found: card turnover £1,234,567.50, debit cards £1,000,000.00, credit cards £234,567.50, 41,234 transactions, provider Dojo, debit rate 0.30%, credit rate 1.214%, authorisation fee 2.5p, terminal rental £15.00.',
    );
  });

  it('names the missing half of the debit/credit split', () => {
    expect(summariseFindings({ debitCardVolume: 500 })).toBe(
      'Found: debit cards £500.00. Not found: card turnover, transaction count, provider, credit card volume, fees.',
    );
    expect(summariseFindings({ creditCardVolume: 500, currentOtherFees: 4.5 })).toMatch(
      /Not found: card turnover, transaction count, provider, debit card volume\.$/,
    );
  });

  it('says plainly when nothing was found', () => {
    expect(summariseFindings({})).toBe(NOTHING_FOUND_SUMMARY);
    expect(NOTHING_FOUND_SUMMARY).toMatch(/^Nothing was found/);
  });
});
