import {
  missingProviderFields,
  missingSummaryTerms,
  missingTerminalFields,
  providerQualityScore,
  qualityTier,
  summaryTermsScore,
  terminalQualityScore,
} from './quality';

/**
 * The data-quality score staff see on each provider and terminal: the
 * share of required fields that are filled, as a whole percentage; only 100 may go live.
 */

/** The 17 required provider fields, in the order of the provider form. */
const PROVIDER_REQUIRED = [
  'name',
  'supportLocation',
  'escalationPoint',
  'contractTermMonths',
  'debitFeeMin',
  'debitFeeMax',
  'creditFeeMin',
  'creditFeeMax',
  'authorizationFee',
  'monthlyMinimumFee',
  'terminalRentalMin',
  'terminalRentalMax',
  'deliveryDays',
  'paymentTypes',
  'connectionMethods',
  'merchantCompareRating',
  'trustpilotRating',
];

const COMPLETE_PROVIDER = {
  name: 'Acme Payments',
  logo: null,
  supportLocation: 'UK',
  escalationPoint: 'Complaints team, then the Financial Ombudsman Service',
  contractTermMonths: 12,
  debitFeeMin: 0.3,
  debitFeeMax: 1.75,
  creditFeeMin: 0.85,
  creditFeeMax: 1.95,
  authorizationFee: 2.5,
  monthlyMinimumFee: 15,
  setupFee: null,
  terminalRentalMin: 19.95,
  terminalRentalMax: 29.95,
  deliveryDays: '1-2 days',
  paymentTypes: 'All cards + digital wallets',
  connectionMethods: 'WiFi, 4G',
  eposIntegration: false,
  merchantCompareRating: 4,
  trustpilotRating: 3.8,
  trustpilotUrl: null,
  companyDescription: null,
  features: [],
};

const COMPLETE_TERMINAL = {
  name: 'PAX A920 Pro',
  type: 'smart',
  monthlyRental: 24.95,
  setupFee: 49,
  features: ['Receipt printer'],
  connectivity: ['WiFi', '4G'],
  specialFeatures: ['Apps'],
  suitableFor: ['Retail'],
  description: null,
  imageUrl: null,
};

describe('provider data-quality score', () => {
  it('is 100 for a provider with all 17 required fields, whatever the optional ones hold', () => {
    expect(providerQualityScore(COMPLETE_PROVIDER)).toBe(100);
    expect(missingProviderFields(COMPLETE_PROVIDER)).toEqual([]);
  });

  it.each(PROVIDER_REQUIRED)('drops to 94 and names %s when that field is empty', (field) => {
    for (const empty of [null, undefined, '', '   ']) {
      const provider = { ...COMPLETE_PROVIDER, [field]: empty };
      expect({ field, empty, score: providerQualityScore(provider), missing: missingProviderFields(provider) }).toEqual({
        field,
        empty,
        score: 94,
        missing: [field],
      });
    }
  });

  it('loses one seventeenth per missing field, rounded to a whole percentage', () => {
    const without = (...fields: string[]) => Object.fromEntries(Object.entries(COMPLETE_PROVIDER).filter(([key]) => !fields.includes(key)));
    expect(providerQualityScore(without('trustpilotRating', 'merchantCompareRating'))).toBe(88);
    expect(providerQualityScore(without('debitFeeMin', 'debitFeeMax', 'creditFeeMin', 'creditFeeMax'))).toBe(76);
    expect(providerQualityScore(without(...PROVIDER_REQUIRED.slice(1)))).toBe(6);
    expect(providerQualityScore({})).toBe(0);
    expect(missingProviderFields(without('trustpilotRating', 'name', 'deliveryDays'))).toEqual(['name', 'deliveryDays', 'trustpilotRating']);
  });

  it('counts a fee, a rental or a contract of 0 as filled in (no fee is a real answer)', () => {
    const free = { ...COMPLETE_PROVIDER, contractTermMonths: 0, debitFeeMin: 0, authorizationFee: 0, monthlyMinimumFee: 0, terminalRentalMin: 0 };
    expect(providerQualityScore(free)).toBe(100);
  });

  it('counts a number that is not a number (NaN, Infinity) as missing', () => {
    expect(missingProviderFields({ ...COMPLETE_PROVIDER, debitFeeMax: Number.NaN, creditFeeMax: Number.POSITIVE_INFINITY })).toEqual([
      'debitFeeMax',
      'creditFeeMax',
    ]);
  });
});

describe('provider summary-terms score', () => {
  const ALL_TERMS = {
    noticePeriodDays: 30,
    exitFee: 0,
    terminalLeaseMonths: 18,
    settlementTime: 'Next working day',
    supportHours: '24/7',
    otherMonthlyFees: 4.5,
  };

  it('is the share of the six summary-box terms stated, with the missing ones named in form order', () => {
    expect(summaryTermsScore({ ...COMPLETE_PROVIDER, ...ALL_TERMS })).toBe(100);
    expect(missingSummaryTerms({ ...COMPLETE_PROVIDER, ...ALL_TERMS })).toEqual([]);
    // a complete provider that states none of them: live-ready, yet every term reads 'not stated'
    expect(summaryTermsScore(COMPLETE_PROVIDER)).toBe(0);
    expect(missingSummaryTerms(COMPLETE_PROVIDER)).toEqual([
      'noticePeriodDays',
      'exitFee',
      'terminalLeaseMonths',
      'settlementTime',
      'supportHours',
      'otherMonthlyFees',
    ]);
    // 4 of 6: 66.7 -> 67; 1 of 6: 16.7 -> 17
    expect(summaryTermsScore({ ...ALL_TERMS, settlementTime: '  ', otherMonthlyFees: null })).toBe(67);
    expect(missingSummaryTerms({ ...ALL_TERMS, settlementTime: '  ', otherMonthlyFees: null })).toEqual(['settlementTime', 'otherMonthlyFees']);
    expect(summaryTermsScore({ otherMonthlyFees: 0 })).toBe(17);
  });

  it('leaves the data-quality score, the live gate, as it is', () => {
    expect(providerQualityScore(COMPLETE_PROVIDER)).toBe(100);
    expect(providerQualityScore({ ...COMPLETE_PROVIDER, ...ALL_TERMS })).toBe(100);
    expect(missingProviderFields({ ...COMPLETE_PROVIDER, ...ALL_TERMS, trustpilotRating: null })).toEqual(['trustpilotRating']);
  });
});

describe('terminal data-quality score', () => {
  it('is 100 for a terminal with its 8 required fields', () => {
    expect(terminalQualityScore(COMPLETE_TERMINAL)).toBe(100);
  });

  it.each(['name', 'type', 'monthlyRental', 'setupFee', 'features', 'connectivity', 'specialFeatures', 'suitableFor'])(
    'drops to 88 when %s is empty',
    (field) => {
      expect(terminalQualityScore({ ...COMPLETE_TERMINAL, [field]: null })).toBe(88);
    },
  );

  it('counts an empty list as missing and a rental or set-up fee of 0 as filled in', () => {
    expect(terminalQualityScore({ ...COMPLETE_TERMINAL, features: [], suitableFor: [] })).toBe(75);
    expect(terminalQualityScore({ ...COMPLETE_TERMINAL, monthlyRental: 0, setupFee: 0 })).toBe(100);
  });
});

describe('missing terminal fields and quality tiers', () => {
  it('names the terminal fields that keep its score below 100', () => {
    expect(missingTerminalFields(COMPLETE_TERMINAL)).toEqual([]);
    expect(missingTerminalFields({ ...COMPLETE_TERMINAL, setupFee: null, suitableFor: [] })).toEqual(['setupFee', 'suitableFor']);
  });

  it('puts 85 and above in high, 50 to 84 in medium and below 50 in low', () => {
    expect([100, 85, 84, 50, 49, 0].map(qualityTier)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});
