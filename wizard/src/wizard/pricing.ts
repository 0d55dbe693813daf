/**
 * The wizard's use of the shared pricing module (src/domain/pricing): the step-3 current-cost
 * estimate and local pricing, and the step-5 breakdown with the chosen terminal. The provider
 * cards show the server's figures, which come from the same module.
 */
import {
  calculateQuote,
  calculateStep3UiCurrentCost,
  estimateCurrentMonthlyCost,
  normalizePricingInputs,
  roundMoney,
  type CurrentCostEstimate,
  type QuoteCalculation,
  type Step3CalculatedCurrentCost,
} from '@domain/pricing';
import type { ComparedProvider, Terminal } from '../api/types';
import { normalizeBusinessData, type BusinessData, type CalculatedPricing } from './businessData';
import { buildProfilePayload } from './payload';
import { pricingData, type WizardState } from './state';

/**
 * The business data as the server receives it (coercions applied: floats or integers, the
 * average fallback), restricted to the cost entry mode in use: the browser prices exactly what
 * the server prices.
 */
export function pricedData(state: Pick<WizardState, 'businessData' | 'costEntryMode' | 'variant'>): BusinessData {
  const data = pricingData(state);
  return normalizeBusinessData(buildProfilePayload(data, state.variant), data);
}

/** The live estimate of what the business pays today (market defaults for new customers). */
export function liveCurrentCost(data: BusinessData): CurrentCostEstimate {
  return estimateCurrentMonthlyCost(data);
}

/** step3CalculatedCurrentCost and calculatedPricing, computed at step 3 Continue. */
export function step3Pricing(
  data: BusinessData,
  timestamp: string,
): {
  step3CalculatedCurrentCost: Step3CalculatedCurrentCost;
  calculatedPricing: CalculatedPricing;
} {
  const inputs = normalizePricingInputs(data);
  const estimate = estimateCurrentMonthlyCost(data, undefined, inputs);
  return {
    step3CalculatedCurrentCost: calculateStep3UiCurrentCost(data, timestamp),
    calculatedPricing: {
      currentMonthlyCost: estimate.total,
      currentCostSource: estimate.source,
      monthlyTurnover: inputs.monthlyTurnover,
      debitVolume: roundMoney(inputs.debitVolume),
      creditVolume: roundMoney(inputs.creditVolume),
      transactions: Math.round(inputs.transactions),
      integrationNeed: inputs.integrationNeed,
      calculatedAt: timestamp,
    },
  };
}

/** The chosen provider priced with the chosen terminal (step 5): calculateQuote(profile, provider, terminal). */
export function quoteWithTerminal(data: BusinessData, provider: ComparedProvider, terminal: Terminal | null): QuoteCalculation {
  const terminalPricing = terminal ? { monthlyRental: terminal.monthlyRental ?? 0, setupFee: terminal.setupFee ?? 0 } : null;
  // A comparison kept in this tab from before providers had other monthly fees lacks the field:
  // it counts as none (£0) rather than making the quote NaN until the visitor compares again.
  const fees = (provider as Partial<ComparedProvider>).otherMonthlyFees ?? 0;
  return calculateQuote(data, { ...provider, otherMonthlyFees: fees }, terminalPricing);
}
