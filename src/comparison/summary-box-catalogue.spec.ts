import { rankProviders, toPence } from '../domain/pricing';
import type { PricingProfileInput } from '../domain/pricing';
import { PROVIDER_SEEDS } from '../database/seeds/providers.data';
import { Provider } from '../providers/entities/provider.entity';
import { Terminal } from '../providers/entities/terminal.entity';
import { providerTerms, toPricingProvider } from './provider-catalogue';
import { buildSummaryBox } from '../domain/pricing';

/** The seeded catalogue as the comparison reads it (every seeded provider, terminals live unless withdrawn). */
const CATALOGUE = PROVIDER_SEEDS.map((seed, index) =>
  toPricingProvider({
    ...seed,
    id: index + 1,
    terminals: seed.terminals.map((terminal, t) => ({ ...terminal, id: index * 100 + t + 1, status: terminal.status ?? 'live' }) as Terminal),
  } as unknown as Provider),
);

/** Visitor mixes from a pay-as-you-go reader to a busy multi-site business, card-not-present and international heavy. */
const MIXES: PricingProfileInput[] = [
  { businessType: 'retail', monthlyTurnover: 800, averageTransaction: 9.5, paymentMethods: ['pdq'] },
  {
    businessType: 'restaurant',
    monthlyTurnover: '20,000',
    debitCardVolume: 14000,
    creditCardVolume: 6000,
    averageTransaction: 30,
    numberOfTerminals: 2,
    currentTotalMonthlyCost: 450,
  },
  {
    businessType: 'online',
    monthlyTurnover: 35000,
    averageTransaction: 62.4,
    paymentMethods: ['online_gateway'],
    f2fCnpSplit: [5],
    ukInternationalSplit: [70],
  },
  { businessType: 'trade', monthlyTurnover: 7333.33, averageTransaction: 15, personalCorporateSplit: [40], paymentMethods: ['moto', 'pdq'] },
  {
    businessType: 'retail',
    monthlyTurnover: 180000,
    transactionsPerMonth: 9999,
    numberOfTerminals: 7,
    paymentMethods: ['epos'],
    currentDebitFee: 0.6,
    currentCreditFee: 1.9,
  },
  { businessType: 'restaurant', monthlyTurnover: 4999.99, averageTransaction: 3.33, numberOfTerminals: 3, paymentMethods: ['pay_by_link', 'pdq'] },
];

describe('summary boxes over the seeded catalogue', () => {
  it('every ranked quote’s box lines add up to its ranked monthly cost to the penny, for every mix', () => {
    let boxes = 0;
    for (const mix of MIXES) {
      const ranking = rankProviders(mix, CATALOGUE);
      for (const ranked of ranking.providers) {
        const box = buildSummaryBox({
          providerName: ranked.name,
          inputs: ranking.inputs,
          fees: ranked.provider,
          cost: ranked.costBreakdown,
          terms: providerTerms(ranked.provider.entity),
          currentMonthlyCost: ranking.currentMonthlyCost,
        });
        const linesPence = box.lines.reduce((sum, line) => sum + toPence(line.amount), 0);
        expect({ provider: ranked.name, linesPence }).toEqual({ provider: ranked.name, linesPence: toPence(ranked.estimatedMonthlyCost) });
        expect(toPence(box.annualTotal)).toBe(toPence(ranked.estimatedMonthlyCost) * 12);
        boxes += 1;
      }
    }
    // Most of the catalogue is ranked for each mix
    expect(boxes).toBeGreaterThan(MIXES.length * 5);
  });
});
