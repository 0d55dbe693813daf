import { assessIntegrationFit, deriveIntegrationNeed, resolveIntegrationNeed } from './integration';
import type { TerminalType } from './types';

describe('integration need', () => {
  it('uses a single method directly', () => {
    expect(deriveIntegrationNeed(['epos'])).toBe('epos');
    expect(deriveIntegrationNeed(['mid_only'])).toBe('gateway');
    expect(deriveIntegrationNeed(['online_gateway'])).toBe('gateway');
    expect(deriveIntegrationNeed(['pay_by_link'])).toBe('website');
    expect(deriveIntegrationNeed(['pdq'])).toBe('none');
    expect(deriveIntegrationNeed(['moto'])).toBe('none');
  });

  it('takes the first need in the priority epos, gateway, api, website, none', () => {
    expect(deriveIntegrationNeed(['pdq', 'pay_by_link', 'epos'])).toBe('epos');
    expect(deriveIntegrationNeed(['pay_by_link', 'online_gateway'])).toBe('gateway');
    expect(deriveIntegrationNeed(['pdq', 'pay_by_link'])).toBe('website');
    expect(deriveIntegrationNeed(['moto', 'pdq'])).toBe('none');
    expect(deriveIntegrationNeed(['cheque', 'pay_by_link'])).toBe('website');
    expect(deriveIntegrationNeed([])).toBe('none');
    expect(deriveIntegrationNeed(null)).toBe('none');
  });

  it('keeps a valid needsIntegration from the profile, ignores an unknown one', () => {
    expect(resolveIntegrationNeed('api', ['pdq'])).toBe('api');
    expect(resolveIntegrationNeed('yes', ['epos', 'moto'])).toBe('epos');
    expect(resolveIntegrationNeed(null, ['mid_only'])).toBe('gateway');
  });

  it('rates how a provider meets the need; N/A entries do not count', () => {
    const bare = {
      eposIntegration: false,
      paymentGateways: ['N/A'],
      ecommercePlatforms: [] as string[],
      eposSystems: [' n/a '],
      apiIntegrations: [''],
    };
    const none: { type: TerminalType }[] = [];
    const gatewayTerminal: { type: TerminalType }[] = [{ type: 'gateway' }];
    expect(assessIntegrationFit('none', bare, none)).toBe('full');
    expect(assessIntegrationFit('epos', bare, none)).toBe('unmet');
    expect(assessIntegrationFit('epos', { ...bare, eposSystems: ['Square'] }, none)).toBe('partial');
    expect(assessIntegrationFit('epos', { ...bare, eposIntegration: true }, none)).toBe('full');
    expect(assessIntegrationFit('gateway', bare, none)).toBe('unmet');
    expect(assessIntegrationFit('gateway', bare, gatewayTerminal)).toBe('partial');
    expect(assessIntegrationFit('gateway', { ...bare, paymentGateways: ['Stripe'] }, gatewayTerminal)).toBe('full');
    expect(assessIntegrationFit('website', bare, gatewayTerminal)).toBe('partial');
    expect(assessIntegrationFit('website', { ...bare, ecommercePlatforms: ['Shopify'] }, none)).toBe('full');
    expect(assessIntegrationFit('api', { ...bare, paymentGateways: ['Stripe'] }, none)).toBe('partial');
    expect(assessIntegrationFit('api', { ...bare, apiIntegrations: ['REST'] }, none)).toBe('full');
    expect(assessIntegrationFit('api', bare, gatewayTerminal)).toBe('unmet');
  });
});
