import { describe, expect, it } from '@jest/globals';
import { PROVIDER_REQUIRED_FIELDS, providerQualityScore } from '@domain/catalogue-rules';
import {
  averageScore,
  errorsByField,
  formatAuditValue,
  PROVIDER_REQUIRED_LABELS,
  rentalRangeFields,
  rentalRangeText,
  statusBadge,
  toBody,
  toFormValues,
  type FieldKind,
} from './catalogueView';

describe('status badge', () => {
  it('says Live only for a live record scoring 100', () => {
    expect(statusBadge('live', 100)).toEqual({ label: 'Live', tone: 'success' });
    expect(statusBadge('draft', 100).label).toBe('Draft (85%+)');
  });

  it("is a yellow 'Draft (85%+)' from 85 and a red 'Draft (Incomplete)' below", () => {
    expect(statusBadge('draft', 85)).toEqual({ label: 'Draft (85%+)', tone: 'warning' });
    expect(statusBadge('draft', 84)).toEqual({ label: 'Draft (Incomplete)', tone: 'error' });
    expect(statusBadge('draft', 0).label).toBe('Draft (Incomplete)');
  });

  it('shows a withdrawn record as Inactive whatever its score', () => {
    expect(statusBadge('inactive', 100).label).toBe('Inactive');
  });
});

describe('labels of the required fields', () => {
  it('names every one of the 17 required provider fields', () => {
    expect(Object.keys(PROVIDER_REQUIRED_LABELS).sort()).toEqual([...PROVIDER_REQUIRED_FIELDS].sort());
  });
});

describe('form bodies', () => {
  const kinds: Record<string, FieldKind> = { name: 'text', debitFeeMin: 'number', features: 'list', eposIntegration: 'flag' };

  it('sends only what changed, with cleared texts and numbers as null', () => {
    const before = toFormValues({ name: 'Acme', debitFeeMin: 0.3, features: ['Tipping'], eposIntegration: false }, kinds);
    expect(before).toEqual({ name: 'Acme', debitFeeMin: '0.3', features: ['Tipping'], eposIntegration: false });
    expect(toBody({ ...before, debitFeeMin: '' }, kinds, before)).toEqual({ body: { debitFeeMin: null }, errors: {} });
    expect(toBody({ ...before, name: ' Acme ' }, kinds, before).body).toEqual({});
    expect(toBody({ ...before, features: [], eposIntegration: true }, kinds, before).body).toEqual({ features: null, eposIntegration: true });
  });

  it('refuses a number input that is no number, naming its field, and does not send it', () => {
    const result = toBody({ name: 'Acme', debitFeeMin: '0,3x', features: [], eposIntegration: false }, kinds);
    expect(result.errors).toEqual({ debitFeeMin: 'Please enter a number' });
    expect(result.body).not.toHaveProperty('debitFeeMin');
  });
});

describe('rental range (pounds and pence, min <= max)', () => {
  it("reads 'min-max' into the two fields, and '' as cleared", () => {
    expect(rentalRangeFields('19.95-34.99')).toEqual({ terminalRentalMin: 19.95, terminalRentalMax: 34.99 });
    expect(rentalRangeFields('')).toEqual({ terminalRentalMin: null, terminalRentalMax: null });
  });

  it('refuses a range whose minimum is above its maximum, or that is not two amounts', () => {
    expect(rentalRangeFields('30-20')).toBeNull();
    expect(rentalRangeFields('about twenty')).toBeNull();
  });

  it('shows a stored range as it is typed', () => {
    expect(rentalRangeText(15, 25)).toBe('15.00-25.00');
    expect(rentalRangeText(null, 25)).toBe('');
  });
});

describe('server answers', () => {
  it("puts each 400 message on the field it names, after the body's path prefix", () => {
    const messages = [
      'debitFeeMin must be a number from 0 to 5 (percent)',
      'status: a provider can be live only when every required field is filled in; missing: trustpilotRating',
      'something else',
    ];
    expect(errorsByField(messages, ['debitFeeMin', 'status', 'debitFeeMax'])).toEqual({
      debitFeeMin: messages[0],
      status: messages[1],
    });
    expect(errorsByField(['terminals.0.name must be a text'], ['name'], 'terminals.0.')).toEqual({ name: 'name must be a text' });
  });
});

describe('display helpers', () => {
  it('shows audit values as text', () => {
    expect(formatAuditValue(null, '(empty)')).toBe('(empty)');
    expect(formatAuditValue(['wifi', '4g'], '(empty)')).toBe('wifi, 4g');
    expect(formatAuditValue(true, '(empty)')).toBe('Yes');
    expect(formatAuditValue(0.25, '(empty)')).toBe('0.25');
  });

  it('averages scores, rounded, and gives none for no provider', () => {
    expect(averageScore([100, 94, 59])).toBe(84);
    expect(averageScore([])).toBeNull();
  });

  it('scores a new provider with the server rule as its fields fill', () => {
    expect(providerQualityScore({ name: 'Acme', supportLocation: 'UK-based' })).toBe(12);
  });
});
