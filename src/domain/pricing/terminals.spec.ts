import { isTerminalAvailable, preferredTerminalTypes, recommendTerminal } from './terminals';
import type { TerminalInput, TerminalType } from './types';

function terminal(id: number, type: TerminalType, monthlyRental: number, setupFee = 0): TerminalInput {
  return {
    id,
    name: `T${id}`,
    type,
    monthlyRental,
    setupFee,
    hasHigherTransactionFees: false,
    maxRecommendedMonthlyVolume: null,
    status: 'live',
  };
}

describe('terminal recommendation', () => {
  it('prefers types by need first, then by business type', () => {
    expect(preferredTerminalTypes('gateway', 'restaurant')).toEqual(['gateway']);
    expect(preferredTerminalTypes('epos', 'online')).toEqual(['epos']);
    expect(preferredTerminalTypes('none', 'restaurant')).toEqual(['portable', 'mobile', 'epos']);
    expect(preferredTerminalTypes('website', 'retail')).toEqual(['epos', 'countertop']);
    expect(preferredTerminalTypes('none', 'online')).toEqual(['gateway']);
    expect(preferredTerminalTypes('api', 'trade')).toEqual(['countertop']);
    expect(preferredTerminalTypes('none', 'charity')).toEqual(['countertop', 'portable']);
    expect(preferredTerminalTypes('none', null)).toEqual(['countertop', 'portable']);
  });

  it('chooses the cheapest preferred terminal by setup fee + 12 months of rental', () => {
    const terminals = [
      terminal(1, 'countertop', 15, 99), // 99 + 12 x 15 = 279
      terminal(2, 'countertop', 20, 0), // 0 + 12 x 20 = 240  <- cheapest preferred
      terminal(3, 'epos', 25, 0), // 0 + 12 x 25 = 300
      terminal(4, 'portable', 10, 0), // 120, cheaper but not preferred for retail
    ];
    const result = recommendTerminal(terminals, { integrationNeed: 'none', businessType: 'retail', monthlyVolume: 10000 });
    expect(result?.terminal.id).toBe(2);
    expect(result?.firstYearCost).toBe(240);
    expect(result?.isPreferredType).toBe(true);
  });

  it('excludes higher-fee terminals above their maximum volume, and inactive or draft terminals', () => {
    const higherFee: TerminalInput = {
      ...terminal(5, 'mobile', 0, 29),
      hasHigherTransactionFees: true,
      maxRecommendedMonthlyVolume: 5000,
    };
    // volume 8,000 > 5,000 -> excluded; volume 5,000 is not above -> allowed; no maximum -> allowed
    expect(isTerminalAvailable(higherFee, 8000)).toBe(false);
    expect(isTerminalAvailable(higherFee, 5000)).toBe(true);
    expect(isTerminalAvailable({ ...higherFee, maxRecommendedMonthlyVolume: null }, 8000)).toBe(true);
    expect(isTerminalAvailable({ ...terminal(6, 'mobile', 5), status: 'inactive' }, 100)).toBe(false);
    expect(isTerminalAvailable({ ...terminal(6, 'mobile', 5), status: 'Draft' }, 100)).toBe(false);

    // restaurant prefers portable/mobile/epos: higher-fee mobile (29 + 12 x 0 = 29) would win at 5,000,
    // but at 8,000 it is excluded and the portable (0 + 12 x 15 = 180) is chosen
    const terminals = [higherFee, terminal(7, 'portable', 15), terminal(8, 'countertop', 5)];
    const context = { integrationNeed: 'none' as const, businessType: 'restaurant' };
    expect(recommendTerminal(terminals, { ...context, monthlyVolume: 5000 })?.terminal.id).toBe(5);
    expect(recommendTerminal(terminals, { ...context, monthlyVolume: 8000 })?.terminal.id).toBe(7);
  });

  it('falls back to all available terminals when none has a preferred type; none available -> null', () => {
    // online prefers gateway; none offered -> cheapest of all: countertop 12 x 9 = 108 vs portable 12 x 10 = 120
    const result = recommendTerminal([terminal(10, 'portable', 10), terminal(11, 'countertop', 9)], {
      integrationNeed: 'none',
      businessType: 'online',
      monthlyVolume: 1000,
    });
    expect(result?.terminal.id).toBe(11);
    expect(result?.isPreferredType).toBe(false);
    expect(result?.preferredTypes).toEqual(['gateway']);
    expect(
      recommendTerminal([{ ...terminal(12, 'gateway', 5), status: 'inactive' }], {
        integrationNeed: 'gateway',
        businessType: 'online',
        monthlyVolume: 1000,
      }),
    ).toBeNull();
  });

  it('breaks equal first-year costs by lower monthly rental, then by id', () => {
    // 60 + 12 x 10 = 180 and 0 + 12 x 15 = 180: equal -> lower rental (10) wins
    const byRental = recommendTerminal([terminal(21, 'countertop', 15, 0), terminal(22, 'countertop', 10, 60)], {
      integrationNeed: 'none',
      businessType: 'trade',
      monthlyVolume: 1000,
    });
    expect(byRental?.terminal.id).toBe(22);
    // identical terminals 32 and 31 -> lower id 31, whatever the input order
    const byId = recommendTerminal([terminal(32, 'countertop', 10), terminal(31, 'countertop', 10)], {
      integrationNeed: 'none',
      businessType: 'trade',
      monthlyVolume: 1000,
    });
    expect(byId?.terminal.id).toBe(31);
  });
});
