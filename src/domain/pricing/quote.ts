/**
 * One provider priced for one profile: what step 5 shows and what a stored quote records.
 */
import { estimateCurrentMonthlyCost } from './current-cost';
import type { CurrentCostEstimate } from './current-cost';
import { calculateProviderCost, calculateSavings } from './provider-cost';
import type { ProviderCostBreakdown, Savings } from './provider-cost';
import type { PricingInputs, PricingProfileInput, ProviderFees, TerminalPricing } from './types';
import { normalizePricingInputs } from './volumes';

export interface QuoteCalculation {
  inputs: PricingInputs;
  currentCost: CurrentCostEstimate;
  cost: ProviderCostBreakdown;
  savings: Savings;
}

/**
 * Prices a provider for a profile. Without a terminal the rental is the mean of the provider's
 * range (as in the ranking); with the chosen terminal its rental and setup fee are used.
 */
export function calculateQuote(profile: PricingProfileInput, provider: ProviderFees, terminal?: TerminalPricing | null): QuoteCalculation {
  const inputs = normalizePricingInputs(profile);
  const currentCost = estimateCurrentMonthlyCost(profile, undefined, inputs);
  const cost = calculateProviderCost(inputs, provider, terminal);
  return { inputs, currentCost, cost, savings: calculateSavings(currentCost.total, cost.total) };
}
