import { calculateProviderCost } from './provider-cost';
import { allocatePence, buildSummaryBox, leaseWarning, NOT_STATED, TERMINAL_LEASE_CAP_MONTHS } from './summary-box';
import type { SummaryBoxTerms } from './summary-box';
import { toPence } from './money';
import { PRICING_PROFILE, PROVIDER_FEES as PROVIDER } from './provider-fees.fixture';
import { summaryBoxText } from './summary-box-text';
import type { PricingProfileInput, ProviderFees } from './types';
import { normalizePricingInputs } from './volumes';

/* The shared provider and profile (provider-fees.fixture.ts): debit 0.30-0.50%, credit 1.00-1.40%, 5p, minimum £20, rental £15-£25. */
const PROFILE: PricingProfileInput = { ...PRICING_PROFILE, currentTotalMonthlyCost: 225 };
const TERMS: SummaryBoxTerms = {
  contractTermMonths: 18,
  noticePeriodDays: 30,
  exitFee: null,
  terminalLeaseMonths: 18,
  settlementTime: 'Next working day',
  supportHours: null,
  supportLocation: 'UK',
  otherMonthlyFees: null,
  otherMonthlyFeesLabel: null,
};

function boxFor(profile: PricingProfileInput, provider: ProviderFees, terms: SummaryBoxTerms = TERMS, currentMonthlyCost = 225) {
  const inputs = normalizePricingInputs(profile);
  const cost = calculateProviderCost(inputs, provider);
  return { cost, box: buildSummaryBox({ providerName: 'Acme', inputs, fees: provider, cost, terms, currentMonthlyCost }) };
}

describe('quote summary box', () => {
  it('lists what each card type, the authorisations and the rental cost for the visitor, adding up to the monthly cost', () => {
    const { cost, box } = boxFor(PROFILE, PROVIDER);
    // debit 7,000 x 0.40% = 28.00; personal credit 2,400 x 1.20% = 28.80; commercial 600 x 2.4% = 14.40
    // international 500 x 0.25% = 1.25; card not present 2,000 x 0.25% = 5.00; 400 x 5p = 20.00; rental £20 x 2 = 40.00
    expect(box.lines.map(({ key, basis, rate, quantity, amount }) => [key, basis, rate, quantity, amount])).toEqual([
      ['uk_debit', 'percent', 0.4, 7000, 28],
      ['uk_credit', 'percent', 1.2, 2400, 28.8],
      ['commercial', 'percent', 2.4, 600, 14.4],
      ['international', 'percent', 0.25, 500, 1.25],
      ['card_not_present', 'percent', 0.25, 2000, 5],
      ['authorisation', 'pence_per_transaction', 5, 400, 20],
      ['terminal_rental', 'per_terminal', 20, 2, 40],
      ['other_monthly_fees', 'fixed', null, null, 0],
    ]);
    expect(box.lines[0].label).toBe('UK debit cards');
    // 97.45 + 40 = 137.45 a month, x 12 = 1,649.40 a year
    expect(box.monthlyTotal).toBe(137.45);
    expect(box.monthlyTotal).toBe(cost.total);
    expect(box.annualTotal).toBe(1649.4);
    expect(box.oneOffFees).toEqual([{ key: 'setup', label: 'Set-up fee', amount: 49 }]);
    expect(box.minimumMonthlyCharge).toBe(20);
    expect(box.isMinimumApplied).toBe(false);
    expect(box.terms).toEqual(TERMS);
    // 18 months is within the cap
    expect(box.isLeaseOverCap).toBe(false);
    expect(box.leaseWarning).toBeNull();
  });

  it('adds the top-up to the minimum monthly charge when the transaction fees fall short of it', () => {
    // turnover 1,000: fees 9.745 -> 9.75 published; the minimum raises them to 20.00: top-up 10.25
    const { cost, box } = boxFor({ monthlyTurnover: 1000, averageTransaction: 25 }, PROVIDER);
    const topUp = box.lines.find((line) => line.key === 'minimum_top_up');
    expect(topUp).toEqual({ key: 'minimum_top_up', label: 'Top-up to the minimum monthly charge', basis: 'fixed', rate: null, quantity: null, amount: 10.25 });
    expect(box.isMinimumApplied).toBe(true);
    // 20.00 + rental 20.00
    expect(box.monthlyTotal).toBe(40);
    expect(box.monthlyTotal).toBe(cost.total);
  });

  it('lists the other fixed monthly fees on their own line, with what they are, in the total', () => {
    const terms = { ...TERMS, otherMonthlyFees: 7.5, otherMonthlyFeesLabel: 'PCI compliance and account fee' };
    const { cost, box } = boxFor(PROFILE, { ...PROVIDER, otherMonthlyFees: 7.5 }, terms);
    expect(box.lines.at(-1)).toEqual({
      key: 'other_monthly_fees',
      label: 'Other monthly fees (PCI compliance and account fee)',
      basis: 'fixed',
      rate: null,
      quantity: null,
      amount: 7.5,
    });
    // 137.45 + 7.50
    expect(box.monthlyTotal).toBe(144.95);
    expect(box.monthlyTotal).toBe(cost.total);
    expect(box.annualTotal).toBe(1739.4);
    const text = summaryBoxText(box);
    expect(text.monthlyRows.at(-1)).toEqual({ label: 'Other monthly fees (PCI compliance and account fee)', detail: '', value: '£7.50' });
    // stated as none: £0.00, not 'not stated'
    const none = summaryBoxText(boxFor(PROFILE, PROVIDER, { ...TERMS, otherMonthlyFees: 0 }).box);
    expect(none.monthlyRows.at(-1)).toMatchObject({ label: 'Other monthly fees', value: '£0.00' });
  });

  it('gives the pennies lost to rounding each line to the lines with the largest remainders', () => {
    // three lines of half a penny: 1.5p exact, published 2p; rounding each line alone would give 3p
    expect(allocatePence([0.005, 0.005, 0.005], 2)).toEqual([1, 1, 0]);
    // 0.333 + 0.333 + 0.334 = 1.00: 33.3p, 33.3p, 33.4p -> 33, 33, 34
    expect(allocatePence([0.333, 0.333, 0.334], 100)).toEqual([33, 33, 34]);
  });

  it('flags a terminal lease past the regulator’s 18-month cap, and leaves unstated terms null', () => {
    const { box } = boxFor(PROFILE, PROVIDER, { ...TERMS, terminalLeaseMonths: 48, settlementTime: null });
    expect(TERMINAL_LEASE_CAP_MONTHS).toBe(18);
    expect(box.isLeaseOverCap).toBe(true);
    expect(box.leaseWarning).toBe(
      'The terminal lease runs for 48 months, longer than the 18 months the Payment Systems Regulator allows the card-acquiring providers it directs.',
    );
    expect(box.terms.settlementTime).toBeNull();
    expect(leaseWarning(19)).not.toBeNull();
    expect(leaseWarning(null)).toBeNull();
    expect(NOT_STATED).toBe('not stated');
  });

  it('sets the effective rate today and with the quote side by side', () => {
    const { box } = boxFor(PROFILE, PROVIDER);
    // card turnover 10,000: today 225 / 10,000 = 2.25%; quote 137.45 / 10,000 = 1.3745% -> 1.37%
    expect(box.effectiveRate).toEqual({
      cardTurnover: 10000,
      currentMonthlyCost: 225,
      currentRatePercent: 2.25,
      quoteMonthlyCost: 137.45,
      quoteRatePercent: 1.37,
      savingMonthly: 87.55,
      savingPercentagePoints: 0.88,
    });
  });

  it('adds up to the ranked monthly cost to the penny for many providers and visitor mixes', () => {
    // A fixed pseudo-random sequence (no Math.random: the same cases every run).
    let seed = 20251128;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = (max: number, decimals: number): number => Math.round(next() * max * 10 ** decimals) / 10 ** decimals;
    for (let i = 0; i < 2000; i += 1) {
      const debitMin = pick(1.5, 3);
      const creditMin = pick(2.5, 3);
      const rentalMin = pick(40, 2);
      const provider: ProviderFees = {
        debitFeeMin: debitMin,
        debitFeeMax: debitMin + pick(1, 3),
        creditFeeMin: creditMin,
        creditFeeMax: creditMin + pick(1, 3),
        authorizationFee: pick(15, 1),
        monthlyMinimumFee: pick(40, 2),
        setupFee: pick(200, 2),
        terminalRentalMin: rentalMin,
        terminalRentalMax: rentalMin + pick(20, 2),
        // non-zero in two cases of three, with sub-penny figures the cost rounds
        otherMonthlyFees: i % 3 === 2 ? 0 : pick(60, 3),
      };
      const profile: PricingProfileInput = {
        monthlyTurnover: pick(200000, 2),
        averageTransaction: pick(120, 2) || undefined,
        debitCardVolume: i % 3 === 0 ? pick(100, 0) : undefined,
        numberOfTerminals: 1 + Math.floor(next() * 5),
        personalCorporateSplit: pick(100, 0),
        ukInternationalSplit: pick(100, 0),
        f2fCnpSplit: pick(100, 0),
      };
      const { cost, box } = boxFor(profile, provider, { ...TERMS, otherMonthlyFees: provider.otherMonthlyFees });
      expect(box.lines.find((line) => line.key === 'other_monthly_fees')?.amount).toBe(cost.otherMonthlyFees);
      const linesPence = box.lines.reduce((sum, line) => sum + toPence(line.amount), 0);
      expect(linesPence).toBe(toPence(cost.total));
      expect(toPence(box.monthlyTotal)).toBe(toPence(cost.total));
      expect(toPence(box.annualTotal)).toBe(toPence(cost.total) * 12);
      for (const line of box.lines) expect(line.amount).toBeGreaterThanOrEqual(0);
    }
  });

  it('reads as words: each line with how it is reached, the totals, the terms (not stated when unknown) and the effective rates', () => {
    const text = summaryBoxText(boxFor(PROFILE, PROVIDER).box);
    expect(text.title).toBe('Acme: summary box');
    expect(text.monthlyRows.map((r) => [r.label, r.detail, r.value])).toEqual([
      ['UK debit cards', '0.4% of £7,000.00', '£28.00'],
      ['UK credit cards', '1.2% of £2,400.00', '£28.80'],
      ['Commercial cards', '2.4% of £600.00', '£14.40'],
      ['International cards (on top of the card rate)', '0.25% of £500.00', '£1.25'],
      ['Card not present (on top of the card rate)', '0.25% of £2,000.00', '£5.00'],
      ['Authorisation fee', '5p x 400 transactions', '£20.00'],
      ['Terminal rental', '£20.00 x 2 terminals', '£40.00'],
      ['Other monthly fees', '', 'not stated'],
    ]);
    expect(text.monthlyTotal.value).toBe('£137.45');
    expect(text.annualTotal.value).toBe('£1,649.40');
    expect(text.oneOffRows).toEqual([{ label: 'Set-up fee (one-off)', detail: '', value: '£49.00' }]);
    expect(Object.fromEntries(text.termRows.map((r) => [r.label, r.value]))).toEqual({
      'Minimum monthly charge': '£20.00',
      'Contract length': '18 months',
      'Notice period': '30 days',
      'Exit fee': 'not stated',
      'Terminal lease': '18 months',
      Settlement: 'Next working day',
      'Support hours': 'not stated',
      'Support location': 'UK',
    });
    expect(text.effectiveRateRows.map((r) => [r.label, r.value])).toEqual([
      ['Effective rate today', '2.25%'],
      ['Effective rate with Acme', '1.37%'],
      ['Saving', '£87.55 a month, 0.88 percentage points lower'],
    ]);
    const dearer = summaryBoxText(boxFor(PROFILE, PROVIDER, TERMS, 100).box);
    // today 100 / 10,000 = 1.00%; quote 1.37%: £37.45 and 0.37 points more
    expect(dearer.effectiveRateRows[2]).toMatchObject({ label: 'Additional cost', value: '£37.45 a month, 0.37 percentage points higher' });
  });
});
