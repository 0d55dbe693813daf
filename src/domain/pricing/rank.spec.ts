import { calculateMatchScore } from './match-score';
import { PROVIDER_FEES } from './provider-fees.fixture';
import { rankProviders } from './rank';
import type { PricingProfileInput, ProviderInput, TerminalInput, TerminalType } from './types';

function terminal(id: number, name: string, type: TerminalType, monthlyRental: number, status = 'live'): TerminalInput {
  return {
    id,
    name,
    type,
    monthlyRental,
    setupFee: 0,
    hasHigherTransactionFees: false,
    maxRecommendedMonthlyVolume: null,
    status,
  };
}

function provider(overrides: Partial<ProviderInput> & Pick<ProviderInput, 'id' | 'name' | 'terminals'>): ProviderInput {
  return {
    // The shared provider's fees, without its set-up fee.
    ...PROVIDER_FEES,
    setupFee: 0,
    merchantCompareRating: null,
    trustpilotRating: null,
    eposIntegration: false,
    features: [],
    paymentGateways: [],
    ecommercePlatforms: [],
    eposSystems: [],
    apiIntegrations: [],
    contractTermMonths: 12,
    deliveryDays: '3-5 days',
    supportLocation: 'UK',
    ...overrides,
  };
}

/*
 * Retail shop taking PDQ payments (need none -> retail prefers epos, countertop), paying £200.00 a month.
 * Turnover 10,000, average £25, 2 terminals, default splits:
 *   debit 7,000; personal credit 2,400; corporate 600; international 500; CNP 2,000; 400 transactions.
 */
const RETAIL: PricingProfileInput = {
  businessType: 'retail',
  paymentStatus: 'existing',
  monthlyTurnover: '10,000',
  averageTransaction: '25',
  numberOfTerminals: 2,
  paymentMethods: ['pdq'],
  currentTotalMonthlyCost: 200,
};

/*
 * Alpha: debit 0.40%, credit 1.20%, 5p, rental mean 20.
 *   7,000 x 0.40% = 28.00; 2,400 x 1.20% = 28.80; 600 x 2.4% = 14.40; 500 x 0.25% = 1.25;
 *   2,000 x 0.25% = 5.00; 5p x 400 = 20.00 -> fees 97.45; rental 20 x 2 = 40.00 -> £137.45
 * Beta: debit 0.30%, credit 1.00%, 4p, minimum 25, rental mean 15.
 *   7,000 x 0.30% = 21.00; 2,400 x 1.00% = 24.00; 14.40; 1.25; 5.00; 4p x 400 = 16.00 -> fees 81.65;
 *   rental 15 x 2 = 30.00 -> £111.65 (cheapest)
 * Gamma: debit 0.50%, credit 1.40%, 6p, minimum 0, rental mean 25.
 *   7,000 x 0.50% = 35.00; 2,400 x 1.40% = 33.60; 14.40; 1.25; 5.00; 6p x 400 = 24.00 -> fees 113.25;
 *   rental 25 x 2 = 50.00 -> £163.25
 * Delta: its only terminal is inactive -> excluded (no_available_terminal).
 */
const ALPHA = provider({
  id: 1,
  name: 'Alpha',
  merchantCompareRating: 4,
  trustpilotRating: 4.5,
  terminals: [terminal(11, 'Alpha Countertop', 'countertop', 20), terminal(12, 'Alpha EPOS', 'epos', 30)],
});
const BETA = provider({
  id: 2,
  name: 'Beta',
  debitFeeMin: 0.2,
  debitFeeMax: 0.4,
  creditFeeMin: 0.9,
  creditFeeMax: 1.1,
  authorizationFee: 4,
  monthlyMinimumFee: 25,
  setupFee: 99,
  terminalRentalMin: 10,
  terminalRentalMax: 20,
  merchantCompareRating: 3,
  trustpilotRating: 3.5,
  terminals: [terminal(21, 'Beta Portable', 'portable', 12)],
});
const GAMMA = provider({
  id: 3,
  name: 'Gamma',
  debitFeeMin: 0.4,
  debitFeeMax: 0.6,
  creditFeeMin: 1.2,
  creditFeeMax: 1.6,
  authorizationFee: 6,
  monthlyMinimumFee: 0,
  terminalRentalMin: 20,
  terminalRentalMax: 30,
  merchantCompareRating: 5,
  trustpilotRating: 4.8,
  terminals: [terminal(31, 'Gamma Countertop', 'countertop', 25)],
});
const DELTA = provider({
  id: 4,
  name: 'Delta',
  merchantCompareRating: 5,
  trustpilotRating: 5,
  terminals: [terminal(41, 'Delta Old', 'countertop', 1, 'inactive')],
});

describe('ranking, match score and badges', () => {
  const ranking = rankProviders(RETAIL, [DELTA, GAMMA, BETA, ALPHA]);

  it('prices every eligible provider and computes annual savings against the entered total', () => {
    expect(ranking.currentMonthlyCost).toBe(200);
    expect(ranking.currentCostSource).toBe('total_cost_input');
    expect(ranking.integrationNeed).toBe('none');
    // savings: Alpha (200 - 137.45) x 12 = 62.55 x 12 = 750.60
    //          Gamma (200 - 163.25) x 12 = 36.75 x 12 = 441.00
    //          Beta  (200 - 111.65) x 12 = 88.35 x 12 = 1,060.20
    expect(ranking.providers.map((p) => [p.name, p.estimatedMonthlyCost, p.estimatedSavings, p.monthlySavings])).toEqual([
      ['Alpha', 137.45, 750.6, 62.55],
      ['Gamma', 163.25, 441, 36.75],
      ['Beta', 111.65, 1060.2, 88.35],
    ]);
    expect(ranking.excluded.map((p) => [p.id, p.reason])).toEqual([[4, 'no_available_terminal']]);
  });

  it('scores cost 50 x cheapest / own, ratings 3 per star each, integration 10, terminal 10', () => {
    // Alpha: cost 50 x 11,165p / 13,745p = 40.6148; ratings 3 x 4 + 3 x 4.5 = 25.5; integration 10 (need none);
    //        terminal 10 (countertop is preferred for retail) -> 86.1148 -> 86
    // Gamma: cost 50 x 11,165 / 16,325 = 34.1960; ratings 3 x 5 + 3 x 4.8 = 29.4; 10; 10 -> 83.596 -> 84
    // Beta:  cost 50 (cheapest); ratings 3 x 3 + 3 x 3.5 = 19.5; 10; terminal 0 (portable is not
    //        preferred for retail) -> 79.5 -> rounded half away from zero -> 80
    expect(ranking.providers.map((p) => [p.name, p.matchScore, p.matchScoreBreakdown])).toEqual([
      ['Alpha', 86, { cost: 40.6, ratings: 25.5, integration: 10, terminal: 10, total: 86 }],
      ['Gamma', 84, { cost: 34.2, ratings: 29.4, integration: 10, terminal: 10, total: 84 }],
      ['Beta', 80, { cost: 50, ratings: 19.5, integration: 10, terminal: 0, total: 80 }],
    ]);
  });

  it('orders by match score and gives each badge to one provider', () => {
    // CHEAPEST: Beta (£111.65). BEST MATCH: Alpha (86, first of the ordering).
    // Top Choice: highest combined rating: Gamma 5 + 4.8 = 9.8 > Alpha 8.5 > Beta 6.5
    // (Delta's 10 does not count: it is excluded).
    expect(ranking.providers.map((p) => [p.rank, p.name, p.badges])).toEqual([
      [1, 'Alpha', ['BEST MATCH']],
      [2, 'Gamma', ['Top Choice']],
      [3, 'Beta', ['CHEAPEST']],
    ]);
    expect(ranking.providers.map((p) => [p.isCheapest, p.isBestMatch, p.isTopChoice])).toEqual([
      [false, true, false],
      [false, false, true],
      [true, false, false],
    ]);
    expect(ranking.providers.map((p) => p.recommendedTerminal.terminal.id)).toEqual([11, 31, 21]);
  });

  it('writes the reasoning from the figures', () => {
    expect(ranking.providers[0].reasoning).toBe(
      'Estimated £137.45 a month: 0.40% average debit rate on £7,000.00 debit, ' +
        '1.20% average credit rate on £2,400.00 personal credit, 5p per transaction on 400 transactions; ' +
        '£97.45 transaction fees and £40.00 terminal rental for 2 terminals. ' +
        'Saves £750.60 a year (£62.55 a month) against your current £200.00 a month. ' +
        'Recommended terminal: Alpha Countertop (countertop), £20.00 a month, £0.00 setup. ' +
        'Match score 86%: cost 40.6/50, ratings 25.5/30, integration 10/10, terminal 10/10.',
    );
    expect(ranking.providers[2].reasoning).toContain(
      'Recommended terminal: Beta Portable (portable), £12.00 a month, £0.00 setup (no epos or countertop terminal available).',
    );
  });

  it('is deterministic: input order does not matter and ties go to the lower id', () => {
    // two identical providers: same cost and score -> ordered by id; CHEAPEST and BEST MATCH to id 1
    const twinA = provider({ id: 7, name: 'Twin 7', terminals: [terminal(71, 'T', 'countertop', 20)] });
    const twinB = provider({ id: 5, name: 'Twin 5', terminals: [terminal(51, 'T', 'countertop', 20)] });
    const first = rankProviders(RETAIL, [twinA, twinB]);
    const second = rankProviders(RETAIL, [twinB, twinA]);
    expect(first.providers.map((p) => [p.id, p.badges])).toEqual([
      [5, ['CHEAPEST', 'BEST MATCH']],
      [7, []],
    ]);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(JSON.stringify(rankProviders(RETAIL, [GAMMA, ALPHA, DELTA, BETA]).providers)).toBe(JSON.stringify(ranking.providers));
  });
});

describe('gateway need: eligibility and capability points', () => {
  /*
   * Online shop with online_gateway -> need gateway -> preferred terminal type gateway.
   * 1 terminal, turnover 10,000 -> transaction fees 97.45 (as Alpha above) + rental:
   *   id 10 and id 11 both have rental range 15-25 (mean 20) -> £117.45 each.
   * Current cost entered £150.00 -> savings (150 - 117.45) x 12 = 32.55 x 12 = 390.60.
   */
  const profile: PricingProfileInput = {
    businessType: 'online',
    monthlyTurnover: 10000,
    averageTransaction: 25,
    paymentMethods: ['online_gateway'],
    currentTotalMonthlyCost: 150,
  };
  const full = provider({
    id: 10,
    name: 'Full Gateway',
    paymentGateways: ['Stripe'],
    terminals: [terminal(101, 'Virtual', 'gateway', 20)],
  });
  const partial = provider({
    id: 11,
    name: 'Gateway Listed',
    paymentGateways: ['Worldpay', 'N/A'],
    terminals: [terminal(111, 'Desk', 'countertop', 20)],
  });
  const unmet = provider({
    id: 12,
    name: 'Card Machines Only',
    paymentGateways: ['N/A'],
    terminals: [terminal(121, 'Desk', 'countertop', 20)],
  });
  const ranking = rankProviders(profile, [unmet, partial, full]);

  it('excludes a provider without gateway and scores full vs partial fit', () => {
    // id 10: cost 50 (tie on cost, lower id is cheapest) + ratings 0 (none given) + integration 10 + terminal 10 = 70
    // id 11: cost 50 x 11,745 / 11,745 = 50 + 0 + integration 5 (gateway listed, no gateway terminal)
    //        + terminal 0 (countertop is a fallback) = 55
    expect(ranking.integrationNeed).toBe('gateway');
    expect(ranking.excluded.map((p) => [p.id, p.reason])).toEqual([[12, 'integration_need_unmet']]);
    expect(ranking.providers.map((p) => [p.id, p.estimatedMonthlyCost, p.estimatedSavings, p.matchScore])).toEqual([
      [10, 117.45, 390.6, 70],
      [11, 117.45, 390.6, 55],
    ]);
    // no ratings anywhere -> no Top Choice
    expect(ranking.providers.map((p) => p.badges)).toEqual([['CHEAPEST', 'BEST MATCH'], []]);
  });

  it('scores a zero-cost provider as full cost marks and clamps ratings to 0..5', () => {
    // cost 0p -> 50; ratings clamp 7 -> 5 (15) and -1 -> 0 (0); partial 5; terminal 0 -> 70
    expect(
      calculateMatchScore({
        monthlyCost: 0,
        cheapestMonthlyCost: 0,
        merchantCompareRating: 7,
        trustpilotRating: -1,
        integrationFit: 'partial',
        isPreferredTerminal: false,
      }),
    ).toEqual({ cost: 50, ratings: 15, integration: 5, terminal: 0, total: 70 });
  });
});

describe('new customer with market defaults', () => {
  it('compares against a typical market cost and reports an additional cost when dearer', () => {
    // Restaurant, new to cards, turnover 1,000, 1 terminal, no rates -> market defaults £68.50
    // (see provider-cost.spec: 5.60 + 3.36 + 1.44 + 1.00 + 1.60 + 0.50 + 25 + 30).
    // Provider with minimum £80: fees 9.745 < 80 -> 80.00; rental mean 20 -> £100.00
    // savings (68.50 - 100.00) x 12 = -31.50 x 12 = -378.00; monthly -31.50
    const ranking = rankProviders({ businessType: 'restaurant', paymentStatus: 'new', monthlyTurnover: 1000, paymentMethods: ['pdq'] }, [
      provider({ id: 1, name: 'Pricey', monthlyMinimumFee: 80, terminals: [terminal(1, 'Go', 'portable', 20)] }),
    ]);
    const [only] = ranking.providers;
    expect(ranking.currentCostSource).toBe('market_defaults');
    expect([only.estimatedMonthlyCost, only.estimatedSavings, only.monthlySavings, only.isAdditionalCost]).toEqual([100, -378, -31.5, true]);
    expect(only.reasoning).toContain('£80.00 transaction fees (monthly minimum applied)');
    expect(only.reasoning).toContain('Additional cost of £378.00 a year (£31.50 a month) against a typical market cost of £68.50 a month.');
  });
});
