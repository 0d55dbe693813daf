import { describe, expect, it } from '@jest/globals';
import { GENERAL_BUSINESS_DEFAULTS } from '@domain/pricing';
import {
  createBusinessData,
  creditShareOf,
  normalizeBusinessData,
  toggleValue,
  withCreditShare,
  withExtractedData,
  withIndustryDefaults,
  withNewCustomerVolumes,
  withOriginalCostPrefills,
  withPaymentMethods,
} from './businessData';

const base = () => createBusinessData('session-1', 'newer');

describe('createBusinessData', () => {
  it("starts with the newer wizard's defaults (turnover 10000, one terminal, splits 80/95/80)", () => {
    const data = base();
    expect(data.monthlyTurnover).toBe('10000');
    expect(data.numberOfTerminals).toBe('1');
    expect(data.personalCorporateSplit).toEqual([80]);
    expect(data.ukInternationalSplit).toEqual([95]);
    expect(data.f2fCnpSplit).toEqual([80]);
    expect(data.sessionId).toBe('session-1');
  });

  it('saves personal 75 in the older wizard', () => {
    expect(createBusinessData('s', 'original').personalCorporateSplit).toEqual([75]);
  });
});

describe('withPaymentMethods (integration need)', () => {
  it('derives the need and resets the dependent choices', () => {
    const chosen = { ...base(), integrationSpecific: 'stripe', terminalTypePreference: 'portable', softwareIntegrationPrefs: ['smart'] };
    const next = withPaymentMethods(chosen, ['pdq', 'online_gateway']);
    expect(next.needsIntegration).toBe('gateway');
    expect(next.integrationSpecific).toBe('');
    expect(next.terminalTypePreference).toBe('');
    expect(next.softwareIntegrationPrefs).toEqual([]);
  });

  it('uses the priority epos, gateway, api, website, none', () => {
    expect(withPaymentMethods(base(), ['mid_only', 'epos']).needsIntegration).toBe('epos');
    expect(withPaymentMethods(base(), ['mid_only']).needsIntegration).toBe('gateway');
    expect(withPaymentMethods(base(), ['pdq']).needsIntegration).toBe('none');
    expect(withPaymentMethods(base(), []).needsIntegration).toBe('');
  });
});

describe('toggleValue', () => {
  it('adds and removes', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('card shares', () => {
  it('keeps debit and credit as shares adding up to 100', () => {
    const next = withCreditShare(base(), 35);
    expect(next.creditCardVolume).toBe('35');
    expect(next.debitCardVolume).toBe('65');
    expect(creditShareOf(next, 70)).toBe(35);
  });

  it('gives new customers credit 70 / debit 30 once, and leaves others alone', () => {
    const fresh = withNewCustomerVolumes({ ...base(), paymentStatus: 'new' });
    expect([fresh.debitCardVolume, fresh.creditCardVolume]).toEqual(['30', '70']);
    const chosen = withNewCustomerVolumes({ ...withCreditShare(base(), 20), paymentStatus: 'new' });
    expect(chosen.creditCardVolume).toBe('20');
    expect(withNewCustomerVolumes({ ...base(), paymentStatus: 'existing' }).creditCardVolume).toBe('');
  });

  it('shows the fallback when nothing is stored', () => {
    expect(creditShareOf(base(), 70)).toBe(70);
  });
});

describe('withIndustryDefaults', () => {
  it('applies the sector figures with the splits on the sliders\u2019 5-point steps', () => {
    const next = withIndustryDefaults(base(), {
      sectorLabel: 'Retail',
      monthlyTurnoverDefault: 30000,
      averageTransactionDefault: 28,
      creditDebitSplitDefault: 32,
      personalCorporateSplitDefault: 92,
      ukInternationalSplitDefault: 95,
      f2fCnpSplitDefault: 85,
    });
    expect(next.monthlyTurnover).toBe('30000');
    expect(next.averageTransaction).toBe('28');
    expect(next.creditCardVolume).toBe('30');
    expect(next.debitCardVolume).toBe('70');
    expect(next.personalCorporateSplit).toEqual([90]);
    expect(next.f2fCnpSplit).toEqual([85]);
  });

  it('has the General Business fallback', () => {
    expect(GENERAL_BUSINESS_DEFAULTS).toEqual({
      sectorLabel: 'General Business',
      monthlyTurnoverDefault: 35000,
      averageTransactionDefault: 50,
      creditDebitSplitDefault: 65,
      personalCorporateSplitDefault: 80,
      ukInternationalSplitDefault: 95,
      f2fCnpSplitDefault: 75,
    });
  });
});

describe('withExtractedData', () => {
  it('turns statement amounts into shares of the card total and fills the fees', () => {
    const next = withExtractedData(base(), {
      monthlyTurnover: 12000,
      debitCardVolume: 9000,
      creditCardVolume: 3000,
      corporateCardVolume: 600,
      transactionsPerMonth: 480,
      averageTransaction: 25,
      currentProvider: 'Worldpay',
      currentDebitFee: 0.45,
      currentTotalMonthlyCost: 210.5,
    });
    expect(next.monthlyTurnover).toBe('12000');
    expect(next.debitCardVolume).toBe('75');
    expect(next.creditCardVolume).toBe('25');
    expect(next.personalCorporateSplit).toEqual([80]);
    expect(next.transactionsPerMonth).toBe('480');
    expect(next.averageTransaction).toBe('25');
    expect(next.currentProvider).toBe('Worldpay');
    expect(next.currentDebitFee).toBe('0.45');
    expect(next.currentTotalMonthlyCost).toBe('210.5');
  });

  it('takes the card total as turnover when the statement has no turnover', () => {
    const next = withExtractedData(base(), { debitCardVolume: 4000, creditCardVolume: 1000 });
    expect(next.monthlyTurnover).toBe('5000');
    expect(next.creditCardVolume).toBe('20');
  });

  it('keeps what the statement did not give', () => {
    const next = withExtractedData({ ...base(), currentProvider: 'Dojo' }, {});
    expect(next.currentProvider).toBe('Dojo');
    expect(next.monthlyTurnover).toBe('10000');
  });
});

describe('withOriginalCostPrefills', () => {
  it("fills the older cost form's pre-fills into blank fields only", () => {
    const next = withOriginalCostPrefills({ ...base(), currentDebitFee: '0.5' });
    expect(next.currentDebitFee).toBe('0.5');
    expect(next.currentCreditFee).toBe('1.5');
    expect(next.currentCorporateCreditFee).toBe('2.2');
    expect(next.currentAuthFee).toBe('4.5');
    expect(next.currentCnpFee).toBe('0.15');
    expect(next.currentInternationalFee).toBe('0.35');
    expect(next.currentMonthlyFees).toBe('18');
    expect(next.currentTerminalRental).toBe('28');
    expect(next.currentOtherFees).toBe('8.5');
  });
});

describe('normalizeBusinessData', () => {
  it('takes known fields of the right shape and turns numbers into input strings', () => {
    const next = normalizeBusinessData(
      { id: 'p1', businessName: 'Acme', monthlyTurnover: 25000, paymentMethods: ['pdq', 7], personalCorporateSplit: 85, unknown: 'x' },
      base(),
    );
    expect(next.id).toBe('p1');
    expect(next.businessName).toBe('Acme');
    expect(next.monthlyTurnover).toBe('25000');
    expect(next.paymentMethods).toEqual(['pdq']);
    expect(next.personalCorporateSplit).toEqual([85]);
    expect(next).not.toHaveProperty('unknown');
  });

  it('answers the defaults for anything that is not an object', () => {
    expect(normalizeBusinessData('nope', base())).toEqual(base());
  });
});
