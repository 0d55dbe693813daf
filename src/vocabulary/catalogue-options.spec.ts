import {
  API_INTEGRATIONS,
  CONNECTION_METHOD_OPTIONS,
  DELIVERY_OPTIONS_EDIT,
  NOT_APPLICABLE,
  optionsWith,
  PAYMENT_TYPE_OPTIONS,
  PROVIDER_INTEGRATION_OPTIONS,
  SUPPORT_LOCATIONS_EDIT,
  TERMINAL_LIST_OPTIONS,
} from './catalogue-options';

describe('catalogue option lists', () => {
  it("ends each integration list with 'N/A', once", () => {
    for (const list of Object.values(PROVIDER_INTEGRATION_OPTIONS)) {
      expect(list[list.length - 1]).toBe(NOT_APPLICABLE);
      expect(list.filter((item) => item === NOT_APPLICABLE)).toHaveLength(1);
    }
  });

  it('holds items the server accepts in a list: unique, 1 to 80 characters, at most 30', () => {
    for (const list of [...Object.values(PROVIDER_INTEGRATION_OPTIONS), ...Object.values(TERMINAL_LIST_OPTIONS)]) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.length).toBeLessThanOrEqual(30);
      for (const item of list) expect(item.trim().length).toBeGreaterThan(0);
      for (const item of list) expect(item.length).toBeLessThanOrEqual(80);
    }
  });

  it('keeps the §9 lists word for word', () => {
    expect(SUPPORT_LOCATIONS_EDIT).toEqual(['UK', 'UK & Ireland', 'Europe', 'International']);
    expect(DELIVERY_OPTIONS_EDIT).toEqual(['Same day', '1-2 days', '3-5 days', '5-10 days', '10+ days']);
    expect(PAYMENT_TYPE_OPTIONS).toEqual(['Visa/Mastercard', '+Amex', 'All major cards', 'All cards + digital wallets']);
    expect(CONNECTION_METHOD_OPTIONS).toEqual(['WiFi/Ethernet', '+4G', 'All connectivity options', 'API integration only']);
    expect(API_INTEGRATIONS).toContain('Xero');
  });

  it('offers a value a record already holds even when the list does not have it', () => {
    expect(optionsWith(['UK', 'Europe'], 'Scotland')).toEqual(['UK', 'Europe', 'Scotland']);
    expect(optionsWith(['UK', 'Europe'], ['UK', 'Mars'])).toEqual(['UK', 'Europe', 'Mars']);
    expect(optionsWith(['UK'], null)).toEqual(['UK']);
  });
});
