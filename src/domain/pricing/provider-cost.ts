/**
 * A provider's monthly cost for a business and the savings.
 */
import { PROVIDER_CARD_NOT_PRESENT_PERCENT, PROVIDER_CORPORATE_CREDIT_PERCENT, PROVIDER_INTERNATIONAL_PERCENT } from './constants';
import { fromPence, roundCount, roundHalfAwayFromZero, roundMoney, roundRate, toPence } from './money';
import type { PricingInputs, ProviderFees, TerminalPricing } from './types';

export interface ProviderCostBreakdown {
  /** Mean of debitFeeMin and debitFeeMax, percent. */
  debitRatePercent: number;
  /** Mean of creditFeeMin and creditFeeMax, percent. */
  creditRatePercent: number;
  authorizationFeePence: number;
  transactions: number;
  /** Transaction fees before the monthly minimum, rounded to pence. */
  transactionFeesBeforeMinimum: number;
  isMinimumApplied: boolean;
  /** Monthly transaction fees after the monthly minimum, rounded to pence. */
  transactionFees: number;
  numberOfTerminals: number;
  /** Rental of one terminal: the chosen terminal's, or the mean of the provider's range. */
  terminalRentalPerTerminal: number;
  /** Monthly rental for all terminals, rounded to pence. */
  terminalRental: number;
  /** The provider's other fixed monthly fees (PCI compliance, service or account fees), rounded to pence. */
  otherMonthlyFees: number;
  /** One-time setup: provider setup fee (+ chosen terminal's setup fee x terminals). */
  setupFee: number;
  /** Monthly total = transactionFees + terminalRental + otherMonthlyFees, added in pence. */
  total: number;
}

export interface Savings {
  /** (current monthly - provider monthly) x 12; negative is an additional cost. */
  annual: number;
  /** annual / 12. */
  monthly: number;
  isAdditionalCost: boolean;
}

function mean(a: number, b: number): number {
  return (a + b) / 2;
}

/** The six parts of a provider's transaction fees, in the order they are added. */
export const TRANSACTION_FEE_KINDS = ['uk_debit', 'uk_credit', 'commercial', 'international', 'card_not_present', 'authorisation'] as const;
export type TransactionFeeKind = (typeof TRANSACTION_FEE_KINDS)[number];

/** One part of the transaction fees: a rate on a volume (percent) or a fee per transaction (pence). */
export interface TransactionFeeComponent {
  kind: TransactionFeeKind;
  basis: 'percent' | 'pence_per_transaction';
  /** Percent of the volume, or pence per transaction; full precision. */
  rate: number;
  /** £ of card volume a month (percent basis), or transactions a month (pence basis); full precision. */
  quantity: number;
  /** £ a month, full precision (not rounded). */
  amount: number;
}

/**
 * The transaction fees part by part, unrounded: the one home of the sum calculateProviderCost
 * rounds and of the summary box's lines, so that the two can never disagree.
 */
export function transactionFeeComponents(
  inputs: PricingInputs,
  provider: ProviderFees,
): { debitRatePercent: number; creditRatePercent: number; components: TransactionFeeComponent[] } {
  const debitRatePercent = mean(provider.debitFeeMin, provider.debitFeeMax);
  const creditRatePercent = mean(provider.creditFeeMin, provider.creditFeeMax);
  const percentOf = (kind: TransactionFeeKind, rate: number, volume: number): TransactionFeeComponent => ({
    kind,
    basis: 'percent',
    rate,
    quantity: volume,
    amount: (volume * rate) / 100,
  });
  return {
    debitRatePercent,
    creditRatePercent,
    components: [
      percentOf('uk_debit', debitRatePercent, inputs.debitVolume),
      percentOf('uk_credit', creditRatePercent, inputs.personalCreditVolume),
      percentOf('commercial', PROVIDER_CORPORATE_CREDIT_PERCENT, inputs.corporateCreditVolume),
      percentOf('international', PROVIDER_INTERNATIONAL_PERCENT, inputs.internationalVolume),
      percentOf('card_not_present', PROVIDER_CARD_NOT_PRESENT_PERCENT, inputs.cardNotPresentVolume),
      {
        kind: 'authorisation',
        basis: 'pence_per_transaction',
        rate: provider.authorizationFee,
        quantity: inputs.transactions,
        amount: (provider.authorizationFee * inputs.transactions) / 100,
      },
    ],
  };
}

/**
 * Monthly cost:
 *   debit volume x mean debit rate + personal credit x mean credit rate
 *   + corporate credit x 2.4% + international x 0.25% + card-not-present x 0.25%
 *   + authorization pence x transactions / 100
 *   -> raised to monthlyMinimumFee when lower (the minimum applies to transaction fees only)
 *   + terminal rental x number of terminals
 *   + the provider's other fixed monthly fees (PCI compliance, service or account fees).
 * Terminal rental is the mean of terminalRentalMin/Max (used for the comparison), or the
 * monthly rental of `terminal` when one is given (a quote priced with its chosen terminal, whose
 * setup fee x terminals is then added to the one-time setup fee).
 */
export function calculateProviderCost(inputs: PricingInputs, provider: ProviderFees, terminal?: TerminalPricing | null): ProviderCostBreakdown {
  const { debitRatePercent, creditRatePercent, components } = transactionFeeComponents(inputs, provider);
  const exactTransactionFees = components.reduce((sum, component) => sum + component.amount, 0);
  const isMinimumApplied = exactTransactionFees < provider.monthlyMinimumFee;
  const transactionFees = roundMoney(isMinimumApplied ? provider.monthlyMinimumFee : exactTransactionFees);

  const terminalRentalPerTerminal = terminal ? terminal.monthlyRental : mean(provider.terminalRentalMin, provider.terminalRentalMax);
  const terminalRental = roundMoney(terminalRentalPerTerminal * inputs.numberOfTerminals);
  const setupFee = roundMoney(provider.setupFee + (terminal ? terminal.setupFee * inputs.numberOfTerminals : 0));
  const otherMonthlyFees = roundMoney(provider.otherMonthlyFees);

  return {
    debitRatePercent,
    creditRatePercent,
    authorizationFeePence: provider.authorizationFee,
    transactions: inputs.transactions,
    transactionFeesBeforeMinimum: roundMoney(exactTransactionFees),
    isMinimumApplied,
    transactionFees,
    numberOfTerminals: inputs.numberOfTerminals,
    terminalRentalPerTerminal,
    terminalRental,
    otherMonthlyFees,
    setupFee,
    total: fromPence(toPence(transactionFees) + toPence(terminalRental) + toPence(otherMonthlyFees)),
  };
}

/**
 * The breakdown as it is published (API answers, emails): rates to at most 2 decimal places, money
 * to the penny, whole transactions. The calculation keeps full precision (a mean of 1.5 and 1.9 is
 * 1.7000000000000002 in binary); only what a person reads is rounded, here, once.
 */
export function publishedCostBreakdown(cost: ProviderCostBreakdown): ProviderCostBreakdown {
  return {
    ...cost,
    debitRatePercent: roundRate(cost.debitRatePercent),
    creditRatePercent: roundRate(cost.creditRatePercent),
    authorizationFeePence: roundRate(cost.authorizationFeePence),
    transactions: roundCount(cost.transactions),
    terminalRentalPerTerminal: roundMoney(cost.terminalRentalPerTerminal),
  };
}

/** Savings = (current monthly - provider monthly) x 12, in pence; monthly = annual / 12. */
export function calculateSavings(currentMonthlyCost: number, providerMonthlyCost: number): Savings {
  const annualPence = (toPence(currentMonthlyCost) - toPence(providerMonthlyCost)) * 12;
  return {
    annual: fromPence(annualPence),
    monthly: fromPence(roundHalfAwayFromZero(annualPence / 12, 0)),
    isAdditionalCost: annualPence < 0,
  };
}
