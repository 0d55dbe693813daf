/**
 * Integration need (which kind of integration a business needs) and how well a provider meets it.
 */
import { INTEGRATION_NEEDS, PAYMENT_METHODS } from './types';
import type { IntegrationNeed, PaymentMethod, ProviderInput, TerminalInput } from './types';

/**
 * The need each payment method points to.
 * - epos -> epos; mid_only and online_gateway -> gateway;
 * - pay_by_link -> website: links are sent from a hosted payment page;
 * - pdq -> none: a standalone card machine needs no software integration;
 * - moto -> none: mail/telephone orders are keyed into a terminal or virtual terminal,
 *   not into the merchant's own software (a merchant who wants an API chooses it explicitly).
 */
export const PAYMENT_METHOD_INTEGRATION_NEED: Readonly<Record<PaymentMethod, IntegrationNeed>> = {
  epos: 'epos',
  pdq: 'none',
  mid_only: 'gateway',
  moto: 'none',
  pay_by_link: 'website',
  online_gateway: 'gateway',
};

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function isIntegrationNeed(value: string): value is IntegrationNeed {
  return (INTEGRATION_NEEDS as readonly string[]).includes(value);
}

/** Known payment methods of a list, unknown values dropped, duplicates removed, order kept. */
export function knownPaymentMethods(methods: readonly string[] | null | undefined): PaymentMethod[] {
  const result: PaymentMethod[] = [];
  for (const method of methods ?? []) {
    if (isPaymentMethod(method) && !result.includes(method)) {
      result.push(method);
    }
  }
  return result;
}

/**
 * Derives the need from the payment methods: one method's need is used directly; with
 * several, the first of epos, gateway, api, website, none that any method needs. No known
 * method -> none.
 */
export function deriveIntegrationNeed(methods: readonly string[] | null | undefined): IntegrationNeed {
  const needs = knownPaymentMethods(methods).map((method) => PAYMENT_METHOD_INTEGRATION_NEED[method]);
  return INTEGRATION_NEEDS.find((need) => needs.includes(need)) ?? 'none';
}

/**
 * The need used for pricing: the profile's needsIntegration when it is one of the five needs
 * (the wizard stores its auto-detected value there and the visitor may change it), otherwise
 * the need derived from the payment methods.
 */
export function resolveIntegrationNeed(needsIntegration: string | null | undefined, methods: readonly string[] | null | undefined): IntegrationNeed {
  if (typeof needsIntegration === 'string' && isIntegrationNeed(needsIntegration)) {
    return needsIntegration;
  }
  return deriveIntegrationNeed(methods);
}

/** Entries of a capability list that mean something: blank and 'N/A' entries are ignored. */
export function hasListedCapability(list: readonly string[]): boolean {
  return list.some((entry) => {
    const text = entry.trim().toLowerCase();
    return text !== '' && text !== 'n/a';
  });
}

export type IntegrationFit = 'full' | 'partial' | 'unmet';

type CapabilityFields = Pick<ProviderInput, 'eposIntegration' | 'paymentGateways' | 'ecommercePlatforms' | 'eposSystems' | 'apiIntegrations'>;

/**
 * How a provider meets a need, given its available terminals:
 * - none: full;
 * - epos: full with eposIntegration; partial with only listed EPOS systems or an EPOS terminal;
 * - gateway: full with a gateway terminal and a listed payment gateway; partial with one of them;
 * - website: full with a listed e-commerce platform; partial with only a gateway (listed or terminal);
 * - api: full with a listed API integration; partial with only a listed payment gateway;
 * - otherwise unmet (the provider is not eligible).
 */
export function assessIntegrationFit(
  need: IntegrationNeed,
  provider: CapabilityFields,
  availableTerminals: readonly Pick<TerminalInput, 'type'>[],
): IntegrationFit {
  const hasGatewayList = hasListedCapability(provider.paymentGateways);
  const hasGatewayTerminal = availableTerminals.some((terminal) => terminal.type === 'gateway');
  switch (need) {
    case 'none':
      return 'full';
    case 'epos': {
      if (provider.eposIntegration) {
        return 'full';
      }
      const hasEposTerminal = availableTerminals.some((terminal) => terminal.type === 'epos');
      return hasListedCapability(provider.eposSystems) || hasEposTerminal ? 'partial' : 'unmet';
    }
    case 'gateway':
      if (hasGatewayList && hasGatewayTerminal) {
        return 'full';
      }
      return hasGatewayList || hasGatewayTerminal ? 'partial' : 'unmet';
    case 'website':
      if (hasListedCapability(provider.ecommercePlatforms)) {
        return 'full';
      }
      return hasGatewayList || hasGatewayTerminal ? 'partial' : 'unmet';
    case 'api':
      if (hasListedCapability(provider.apiIntegrations)) {
        return 'full';
      }
      return hasGatewayList ? 'partial' : 'unmet';
  }
}
