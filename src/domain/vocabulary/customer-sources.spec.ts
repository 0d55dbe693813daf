import { CUSTOMER_SOURCES, customerSourceLabel, MANUAL_CUSTOMER_SOURCES } from './customer-sources';

describe('customer sources', () => {
  it("labels the wizard's customers 'Website' and each manual source in English", () => {
    expect(customerSourceLabel('wizard')).toBe('Website');
    expect(MANUAL_CUSTOMER_SOURCES.map(customerSourceLabel)).toEqual(['Phone', 'Email', 'Referral', 'Event']);
  });

  it('offers staff every source but the wizard', () => {
    expect(CUSTOMER_SOURCES.filter((source) => !(MANUAL_CUSTOMER_SOURCES as readonly string[]).includes(source))).toEqual(['wizard']);
  });

  it('shows a value outside the list as it is, and nothing for none', () => {
    expect(customerSourceLabel('fax')).toBe('fax');
    expect(customerSourceLabel(null)).toBe('');
  });
});
