import { AUDIT_VALUE_MAX, describeChanges, diffFields, readAuditChanges } from './audit-changes';

describe('audit changes', () => {
  it('lists each changed field with its old and new value, in the order asked', () => {
    const before = { name: 'Acme', debitFeeMin: 0.3, eposIntegration: false, paymentGateways: ['Stripe'], logo: null };
    const after = { name: 'Acme Pay', debitFeeMin: 0.3, eposIntegration: true, paymentGateways: ['Stripe', 'Adyen'], logo: null };
    expect(diffFields(before, after, ['eposIntegration', 'name', 'debitFeeMin', 'paymentGateways', 'logo'])).toEqual([
      { field: 'eposIntegration', oldValue: false, newValue: true },
      { field: 'name', oldValue: 'Acme', newValue: 'Acme Pay' },
      { field: 'paymentGateways', oldValue: ['Stripe'], newValue: ['Stripe', 'Adyen'] },
    ]);
  });

  it('treats a new record as changing every field that has a value from null', () => {
    expect(diffFields(null, { name: 'New', logo: null, contractTermMonths: 0 }, ['name', 'logo', 'contractTermMonths'])).toEqual([
      { field: 'name', oldValue: null, newValue: 'New' },
      { field: 'contractTermMonths', oldValue: null, newValue: 0 },
    ]);
  });

  it('shortens a long value so that an entry always fits its column', () => {
    const [change] = diffFields({ companyDescription: 'short' }, { companyDescription: 'x'.repeat(5000) }, ['companyDescription']);
    expect(String(change.newValue)).toHaveLength(AUDIT_VALUE_MAX);
    expect(String(change.newValue).endsWith('…')).toBe(true);
    const [list] = diffFields({ features: [] }, { features: Array.from({ length: 100 }, (_, i) => `Feature ${i}`) }, ['features']);
    expect(typeof list.newValue).toBe('string');
  });

  it('reads older entries that held field names only', () => {
    expect(readAuditChanges(['name'])).toEqual([{ field: 'name', oldValue: null, newValue: null }]);
    expect(readAuditChanges(null)).toEqual([]);
  });

  it('says the changes in one line for the timeline, each field by its label', () => {
    const changes = diffFields({ phone: '07700 900123', companyName: 'Old Ltd' }, { phone: '07700 900999', companyName: null }, ['phone', 'companyName']);
    expect(describeChanges(changes, { phone: 'Phone', companyName: 'Company name' })).toBe(
      'Phone: "07700 900123" → "07700 900999"; Company name: "Old Ltd" → (none)',
    );
  });

  it('shows the values of a field with a value label by that label; other fields and no value as they are', () => {
    const changes = diffFields({ sector: 'retail', name: 'retail' }, { sector: 'food_beverage', name: 'Cafe' }, ['sector', 'name']);
    const valueLabels = { sector: (value: string) => value.toUpperCase() };
    expect(describeChanges(changes, { sector: 'Sector', name: 'Name' }, valueLabels)).toBe('Sector: "RETAIL" → "FOOD_BEVERAGE"; Name: "retail" → "Cafe"');
    expect(describeChanges(diffFields({ sector: null }, { sector: 'retail' }, ['sector']), { sector: 'Sector' }, valueLabels)).toBe(
      'Sector: (none) → "RETAIL"',
    );
  });
});
