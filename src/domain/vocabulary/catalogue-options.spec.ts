import {
  API_INTEGRATIONS,
  CONNECTION_METHOD_OPTIONS,
  DELIVERY_OPTIONS_EDIT,
  NOT_APPLICABLE,
  optionLabel,
  optionsWith,
  textOptions,
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
    const terminalValues = Object.values(TERMINAL_LIST_OPTIONS).map((options) => options.map((option) => option.value));
    for (const list of [...Object.values(PROVIDER_INTEGRATION_OPTIONS), ...terminalValues]) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.length).toBeLessThanOrEqual(30);
      for (const item of list) expect(item.trim().length).toBeGreaterThan(0);
      for (const item of list) expect(item.length).toBeLessThanOrEqual(80);
    }
  });

  it("keeps the edit dialog's support, delivery, payment type and connection options word for word", () => {
    expect(SUPPORT_LOCATIONS_EDIT).toEqual(['UK', 'UK & Ireland', 'Europe', 'International']);
    expect(DELIVERY_OPTIONS_EDIT).toEqual(['Same day', '1-2 days', '3-5 days', '5-10 days', '10+ days']);
    expect(PAYMENT_TYPE_OPTIONS).toEqual(['Visa/Mastercard', '+Amex', 'All major cards', 'All cards + digital wallets']);
    expect(CONNECTION_METHOD_OPTIONS).toEqual(['WiFi/Ethernet', '+4G', 'All connectivity options', 'API integration only']);
    expect(API_INTEGRATIONS).toContain('Xero');
  });

  it('offers a value a record already holds even when the list does not have it', () => {
    const places = textOptions(['UK', 'Europe']);
    expect(optionsWith(places, 'Scotland').map((option) => option.value)).toEqual(['UK', 'Europe', 'Scotland']);
    expect(optionsWith(places, ['UK', 'Mars']).map((option) => option.label)).toEqual(['UK', 'Europe', 'Mars']);
    expect(optionsWith(places, null)).toEqual(places);
  });

  it('stores connectivity as the keys the wizard asks for, and suitable-for as its business types and sectors', () => {
    expect(TERMINAL_LIST_OPTIONS.connectivity.map((option) => option.value)).toEqual(['ethernet', 'wifi', '4g', 'bluetooth', 'dial_up']);
    expect(optionLabel(TERMINAL_LIST_OPTIONS.connectivity, 'dial_up')).toBe('Dial-up');
    expect(optionLabel(TERMINAL_LIST_OPTIONS.suitableFor, 'food_beverage')).toBe('Food & Beverage');
    expect(optionLabel(TERMINAL_LIST_OPTIONS.suitableFor, 'online')).toBe('Online businesses');
    expect(optionLabel(TERMINAL_LIST_OPTIONS.suitableFor, 'moon_base')).toBe('moon_base');
  });
});
