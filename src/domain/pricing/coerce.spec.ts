import { parseNumericInput, parsePercentInput, parseTerminalCount, percentOrDefault } from './coerce';
import { normalizePricingInputs } from './volumes';

describe('input coercion', () => {
  it('keeps digits and the first decimal point of strings; blank, no-digit and negative numbers are absent', () => {
    // '£10,000.50' -> '10000.50' -> 10000.5
    expect(parseNumericInput('£10,000.50')).toBe(10000.5);
    // '1.2.3' -> second point dropped -> '1.23'
    expect(parseNumericInput('1.2.3')).toBe(1.23);
    expect(parseNumericInput('80%')).toBe(80);
    expect(parseNumericInput('')).toBeUndefined();
    expect(parseNumericInput('n/a')).toBeUndefined();
    expect(parseNumericInput(null)).toBeUndefined();
    expect(parseNumericInput(Number.NaN)).toBeUndefined();
    expect(parseNumericInput(-5)).toBeUndefined();
    // 0 is a value, not absent
    expect(parseNumericInput(0)).toBe(0);
    expect(parseNumericInput('0')).toBe(0);
  });

  it('reads percentages as a number, a string or a one-element list; out of range falls back', () => {
    expect(parsePercentInput([80])).toBe(80);
    expect(parsePercentInput(['65'])).toBe(65);
    expect(parsePercentInput(75)).toBe(75);
    expect(parsePercentInput([])).toBeUndefined();
    expect(parsePercentInput(150)).toBeUndefined();
    expect(percentOrDefault(undefined, 95)).toBe(95);
    expect(percentOrDefault([0], 95)).toBe(0);
    // terminals: whole part, at least 1
    expect(parseTerminalCount('2.7')).toBe(2);
    expect(parseTerminalCount(0)).toBe(1);
    expect(parseTerminalCount(undefined)).toBe(1);
  });
});

describe('pricing inputs and their defaults', () => {
  it('applies the turnover 5000 fallback, average 25 and the 70/30 and 80/95/80 defaults', () => {
    const inputs = normalizePricingInputs({ monthlyTurnover: '', averageTransaction: '' });
    // turnover missing -> 5000; no volumes -> 70% debit = 3500, 30% credit = 1500
    // personal 80%: corporate = 1500 x 20% = 300, personal credit = 1200
    // UK 95%: international = 5000 x 5% = 250; face-to-face 80%: CNP = 5000 x 20% = 1000
    // transactions = 5000 / 25 = 200
    expect(inputs).toMatchObject({
      monthlyTurnover: 5000,
      isTurnoverFallback: true,
      volumeBasis: 'default_split',
      cardTurnover: 5000,
      debitVolume: 3500,
      creditVolume: 1500,
      corporateCreditVolume: 300,
      personalCreditVolume: 1200,
      internationalVolume: 250,
      cardNotPresentVolume: 1000,
      averageTransaction: 25,
      transactions: 200,
      numberOfTerminals: 1,
      personalPercent: 80,
      ukPercent: 95,
      faceToFacePercent: 80,
      integrationNeed: 'none',
      businessType: null,
    });
    // turnover 0 is also "missing for calculation"
    expect(normalizePricingInputs({ monthlyTurnover: 0 }).monthlyTurnover).toBe(5000);
  });

  it('treats debit + credit > 100 as amounts, with a stated corporate volume inside credit', () => {
    const inputs = normalizePricingInputs({
      monthlyTurnover: '20,000',
      debitCardVolume: '6,000',
      creditCardVolume: '2,000',
      corporateCardVolume: 500,
      averageTransaction: 40,
      ukInternationalSplit: [90],
      f2fCnpSplit: '50',
    });
    // 6000 + 2000 = 8000 > 100 -> amounts; card turnover 8000 (not the 20,000 turnover)
    // corporate = min(500, 2000) = 500; personal credit = 2000 - 500 = 1500
    // international = 8000 x 10% = 800; CNP = 8000 x 50% = 4000; transactions = 8000 / 40 = 200
    expect(inputs).toMatchObject({
      monthlyTurnover: 20000,
      volumeBasis: 'amounts',
      cardTurnover: 8000,
      debitVolume: 6000,
      creditVolume: 2000,
      corporateCreditVolume: 500,
      personalCreditVolume: 1500,
      internationalVolume: 800,
      cardNotPresentVolume: 4000,
      transactions: 200,
    });
  });

  it('treats debit + credit <= 100 as percentages; one share takes the complement; a bad pair falls back to 70/30', () => {
    // 60 + 40 = 100 -> 10000 x 60% = 6000 debit, 4000 credit
    const valid = normalizePricingInputs({ monthlyTurnover: 10000, debitCardVolume: 60, creditCardVolume: 40 });
    expect([valid.volumeBasis, valid.debitVolume, valid.creditVolume]).toEqual(['percentages', 6000, 4000]);
    // credit 25 alone -> debit 75: 7500 / 2500
    const single = normalizePricingInputs({ monthlyTurnover: 10000, creditCardVolume: '25' });
    expect([single.volumeBasis, single.debitVolume, single.creditVolume]).toEqual(['percentages', 7500, 2500]);
    // 60 + 30 = 90 is not a valid split -> 70/30: 7000 / 3000
    const invalid = normalizePricingInputs({ monthlyTurnover: 10000, debitCardVolume: 60, creditCardVolume: 30 });
    expect([invalid.volumeBasis, invalid.debitVolume, invalid.creditVolume]).toEqual(['default_split', 7000, 3000]);
    // corporateCardVolume is ignored for percentages: corporate = 4000 x (100 - 80)% = 800
    const withCorporate = normalizePricingInputs({
      monthlyTurnover: 10000,
      debitCardVolume: 60,
      creditCardVolume: 40,
      corporateCardVolume: 50,
    });
    expect(withCorporate.corporateCreditVolume).toBe(800);
    // an entered transaction count wins over turnover / average (10000 / 25 = 400)
    expect(normalizePricingInputs({ monthlyTurnover: 10000, transactionsPerMonth: '500' }).transactions).toBe(500);
  });
});
