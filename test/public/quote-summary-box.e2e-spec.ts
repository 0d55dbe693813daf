import { startApp, TestApp } from '../support/app';
import { compare, createProfile } from '../support/visitor';

/** At most `places` decimal places, read from the JSON text as a visitor's program would. */
function hasAtMostPlaces(value: unknown, places: number): boolean {
  if (typeof value !== 'number') return false;
  const [, fraction = ''] = String(value).split('.');
  return fraction.length <= places;
}

describe('Comparison answers as a person reads them (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('answers rates to at most 2 places, money to the penny and whole transactions', async () => {
    const visitor = await createProfile(t);
    // £10,000 at an average of £15: 666.67 transactions a month
    const res = await compare(t, visitor, { businessType: 'retail', monthlyTurnover: 10000, averageTransaction: 15, paymentMethods: ['pdq'] }).expect(200);
    const providers = res.body.providers as Array<{ costBreakdown: Record<string, unknown> }>;
    expect(providers.length).toBeGreaterThan(0);
    for (const { costBreakdown } of providers) {
      expect(costBreakdown.transactions).toBe(667);
      for (const rate of ['debitRatePercent', 'creditRatePercent', 'authorizationFeePence']) expect(hasAtMostPlaces(costBreakdown[rate], 2)).toBe(true);
      for (const money of ['transactionFees', 'terminalRentalPerTerminal', 'terminalRental', 'setupFee', 'total'])
        expect(hasAtMostPlaces(costBreakdown[money], 2)).toBe(true);
    }
  });
});
