import { describe, expect, it } from '@jest/globals';
import { createBusinessData, type BusinessData } from './businessData';
import { buildComparePayload, buildLeadPayload, buildProfilePayload, parseFloatInput, parseIntegerInput } from './payload';
import { emptyApplicationForm } from './validation';

function data(patch: Partial<BusinessData> = {}): BusinessData {
  return {
    ...createBusinessData('session-1', 'newer'),
    businessType: 'retail',
    businessName: ' Acme ',
    businessSector: 'retail',
    paymentStatus: 'existing',
    ...patch,
  };
}

describe('number coercion', () => {
  it('newer: non-digits stripped, parsed as a float', () => {
    expect(parseFloatInput('£10,000.50')).toBe(10000.5);
    expect(parseFloatInput('')).toBeUndefined();
    expect(parseFloatInput('abc')).toBeUndefined();
  });

  it('older: non-digits stripped, an integer', () => {
    expect(parseIntegerInput('£10,000')).toBe(10000);
    expect(parseIntegerInput('10000.50')).toBe(10000);
    expect(parseIntegerInput('')).toBeUndefined();
  });
});

describe('buildProfilePayload', () => {
  it('sends only business-data fields, with the session id, blanks left out', () => {
    const payload = buildProfilePayload(data({ monthlyTurnover: '£12,500.75', currentProvider: '' }), 'newer');
    expect(payload).toMatchObject({ sessionId: 'session-1', businessName: 'Acme', monthlyTurnover: 12500.75, numberOfTerminals: 1 });
    expect(payload).not.toHaveProperty('currentProvider');
    expect(payload).not.toHaveProperty('id');
    expect(payload).not.toHaveProperty('calculatedPricing');
  });

  it('newer: an empty average transaction is 25; older: left out', () => {
    expect(buildProfilePayload(data(), 'newer').averageTransaction).toBe(25);
    expect(buildProfilePayload(data(), 'original')).not.toHaveProperty('averageTransaction');
  });

  it('older: turnover and volumes are integers', () => {
    const payload = buildProfilePayload(
      data({ monthlyTurnover: '10,000.60', debitCardVolume: '7,000.50', creditCardVolume: '3000', corporateCardVolume: '400.9' }),
      'original',
    );
    expect(payload).toMatchObject({ monthlyTurnover: 10000, debitCardVolume: 7000, creditCardVolume: 3000, corporateCardVolume: 400 });
  });

  it('older: shares stay a whole 100 after rounding', () => {
    expect(buildProfilePayload(data({ debitCardVolume: '73.47', creditCardVolume: '26.53' }), 'original')).toMatchObject({
      debitCardVolume: 73,
      creditCardVolume: 27,
    });
  });

  it('rounds to what the server accepts: money 2 places, rates 4, transactions whole', () => {
    const payload = buildProfilePayload(
      data({ currentTotalMonthlyCost: '210.555', currentDebitFee: '0.45678', transactionsPerMonth: '480.6', numberOfTerminals: '0' }),
      'newer',
    );
    expect(payload).toMatchObject({ currentTotalMonthlyCost: 210.56, currentDebitFee: 0.4568, transactionsPerMonth: 481, numberOfTerminals: 1 });
  });

  it('sends the splits as one-element lists', () => {
    expect(buildProfilePayload(data(), 'newer')).toMatchObject({ personalCorporateSplit: [80], ukInternationalSplit: [95], f2fCnpSplit: [80] });
  });
});

describe('buildComparePayload', () => {
  it('adds the profile id', () => {
    expect(buildComparePayload(data({ id: 'p1' }), 'newer')).toMatchObject({ id: 'p1', sessionId: 'session-1' });
  });
});

describe('buildLeadPayload', () => {
  const form = { ...emptyApplicationForm(), firstName: ' Jane ', lastName: 'Smith', email: 'jane@example.co.uk', phone: '07700 900123', timeline: 'asap' };
  const selection = { businessProfileId: 'p1', providerId: 7, terminalId: 70, quoteId: 3 };

  it('newer: the lead fields, the quote, the business data and the selection', () => {
    const payload = buildLeadPayload(form, data({ id: 'p1' }), selection, 'newer');
    expect(payload).toMatchObject({
      businessProfileId: 'p1',
      firstName: 'Jane',
      companyName: 'Acme',
      timeline: 'asap',
      consentMarketing: false,
      quoteId: 3,
      selectedProvider: 7,
      selectedTerminal: 70,
      businessData: { id: 'p1', businessName: 'Acme' },
    });
    expect(payload.businessData).not.toHaveProperty('sessionId');
    expect(payload).not.toHaveProperty('additionalRequirements');
  });

  it('older: no quote or business data', () => {
    const payload = buildLeadPayload({ ...form, companyName: 'Acme Ltd' }, data({ id: 'p1' }), selection, 'original');
    expect(payload).not.toHaveProperty('quoteId');
    expect(payload).not.toHaveProperty('businessData');
    expect(payload).toMatchObject({ companyName: 'Acme Ltd', selectedProvider: 7 });
  });
});
