/**
 * The summary box of a quote: every price and non-price term the visitor's own figures meet, line by
 * line, the way the Payment Systems Regulator's card-acquiring remedies ask providers to set them out.
 * Pure, so the server (API answer, email, PDF) and the wizard build the same box.
 *
 * Rules:
 * - The monthly lines are the parts of calculateProviderCost (transactionFeeComponents, then the
 *   top-up to the minimum monthly charge when it applies, then terminal rental, then the provider's
 *   other fixed monthly fees), each to the penny. The other-fees line is always there: £0 and
 *   'not stated' when the catalogue does not state them (terms.otherMonthlyFees null).
 *   The transaction-fee parts are rounded by the largest-remainder rule: each is rounded down to the
 *   penny and the pennies left over go to the parts with the largest remainders, so that they add up
 *   exactly to the published transaction fees before the minimum (the total rounded once from its
 *   exact value). The lines therefore add up to the provider's monthly cost to the penny.
 * - Annual = monthly total x 12, in pence.
 * - A term the catalogue does not hold is null, shown as 'not stated' (never guessed).
 * - A terminal lease longer than 18 months is flagged: the regulator capped terminal leases of the
 *   providers it directs at 18 months.
 */
import { effectiveRateComparison } from './effective-rate';
import type { EffectiveRateComparison } from './effective-rate';
import { fromPence, roundCount, roundMoney, roundRate, toPence } from './money';
import { transactionFeeComponents } from './provider-cost';
import type { ProviderCostBreakdown, TransactionFeeComponent, TransactionFeeKind } from './provider-cost';
import type { PricingInputs, ProviderFees } from './types';

/** The regulator's cap on a directed provider's terminal lease, in months. */
export const TERMINAL_LEASE_CAP_MONTHS = 18;

/** The words shown for a term the catalogue does not hold. */
export const NOT_STATED = 'not stated';

export type SummaryLineKey = TransactionFeeKind | 'minimum_top_up' | 'terminal_rental' | 'other_monthly_fees';

export type SummaryLineBasis = 'percent' | 'pence_per_transaction' | 'per_terminal' | 'fixed';

export const SUMMARY_LINE_LABELS: Readonly<Record<SummaryLineKey, string>> = {
  uk_debit: 'UK debit cards',
  uk_credit: 'UK credit cards',
  commercial: 'Commercial cards',
  international: 'International cards (on top of the card rate)',
  card_not_present: 'Card not present (on top of the card rate)',
  authorisation: 'Authorisation fee',
  minimum_top_up: 'Top-up to the minimum monthly charge',
  terminal_rental: 'Terminal rental',
  other_monthly_fees: 'Other monthly fees',
};

/** One monthly line of the box. */
export interface SummaryBoxLine {
  key: SummaryLineKey;
  label: string;
  basis: SummaryLineBasis;
  /** Percent or pence to at most 2 places; £ per terminal for rental; null for a fixed amount. */
  rate: number | null;
  /** £ of card volume (percent), transactions (pence, whole), terminals (per terminal); null for a fixed amount. */
  quantity: number | null;
  /** £ a month, to the penny. */
  amount: number;
}

/** The terms of a provider the box shows besides its fees; null: not stated in the catalogue. */
export interface SummaryBoxTerms {
  contractTermMonths: number | null;
  noticePeriodDays: number | null;
  /** £, one-off, charged on leaving before the contract ends. */
  exitFee: number | null;
  terminalLeaseMonths: number | null;
  settlementTime: string | null;
  supportHours: string | null;
  supportLocation: string | null;
  /** £ a month of other fixed fees (null: not stated; the cost counts it as 0). */
  otherMonthlyFees: number | null;
  /** What the other monthly fees are, e.g. 'PCI compliance and account fee'. */
  otherMonthlyFeesLabel: string | null;
}

export interface QuoteSummaryBox {
  providerName: string;
  lines: SummaryBoxLine[];
  /** The sum of the lines, equal to the provider's monthly cost. */
  monthlyTotal: number;
  annualTotal: number;
  /** The least the transaction fees come to in a month (the monthly minimum charge), £. */
  minimumMonthlyCharge: number;
  isMinimumApplied: boolean;
  oneOffFees: Array<{ key: 'setup'; label: string; amount: number }>;
  terms: SummaryBoxTerms;
  isLeaseOverCap: boolean;
  /** The box's warning when the lease runs past the cap, else null. */
  leaseWarning: string | null;
  effectiveRate: EffectiveRateComparison;
}

export interface SummaryBoxSource {
  providerName: string;
  inputs: PricingInputs;
  fees: ProviderFees;
  /** calculateProviderCost for the same inputs and fees (with the terminal the quote is priced with, if any). */
  cost: ProviderCostBreakdown;
  terms: SummaryBoxTerms;
  /** What the visitor pays today, £ a month (the current-cost estimate). */
  currentMonthlyCost: number;
}

/**
 * Rounds parts to whole pence so that they add up to `targetPence`: each is rounded down, and the
 * pennies left over go one each to the parts with the largest remainders (ties: the earlier part).
 * Should float noise make the rounded-down parts overshoot, pennies come back from the smallest.
 */
export function allocatePence(amounts: readonly number[], targetPence: number): number[] {
  const exact = amounts.map((amount) => amount * 100);
  const pence = exact.map((value) => Math.floor(value + 1e-9));
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - pence[index] })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const extra = targetPence - pence.reduce((sum, value) => sum + value, 0);
  const count = byRemainder.length;
  for (let k = 0; k < Math.abs(extra) && count > 0; k += 1) {
    const at = extra > 0 ? byRemainder[k % count].index : byRemainder[count - 1 - (k % count)].index;
    pence[at] += Math.sign(extra);
  }
  return pence;
}

function componentLine(component: TransactionFeeComponent, pence: number): SummaryBoxLine {
  const isPercent = component.basis === 'percent';
  return {
    key: component.kind,
    label: SUMMARY_LINE_LABELS[component.kind],
    basis: component.basis,
    rate: roundRate(component.rate),
    quantity: isPercent ? roundMoney(component.quantity) : roundCount(component.quantity),
    amount: fromPence(pence),
  };
}

/** The lease warning, or null when the lease is within the cap or not stated. */
export function leaseWarning(terminalLeaseMonths: number | null): string | null {
  if (terminalLeaseMonths === null || terminalLeaseMonths <= TERMINAL_LEASE_CAP_MONTHS) return null;
  return (
    `The terminal lease runs for ${terminalLeaseMonths} months, longer than the ${TERMINAL_LEASE_CAP_MONTHS} months ` +
    'the Payment Systems Regulator allows the card-acquiring providers it directs.'
  );
}

/** The other-fees line's label: what the fees are, when the catalogue says. */
function otherFeesLabel(what: string | null): string {
  const label = SUMMARY_LINE_LABELS.other_monthly_fees;
  const text = what?.trim();
  return text ? `${label} (${text})` : label;
}

/** Builds the summary box of one quote (rules at the top of this file). */
export function buildSummaryBox(source: SummaryBoxSource): QuoteSummaryBox {
  const { inputs, fees, cost, terms } = source;
  const { components } = transactionFeeComponents(inputs, fees);
  const feesPence = allocatePence(
    components.map((component) => component.amount),
    toPence(cost.transactionFeesBeforeMinimum),
  );
  const lines = components.map((component, index) => componentLine(component, feesPence[index]));
  const topUpPence = toPence(cost.transactionFees) - toPence(cost.transactionFeesBeforeMinimum);
  if (cost.isMinimumApplied && topUpPence > 0) {
    lines.push({ key: 'minimum_top_up', label: SUMMARY_LINE_LABELS.minimum_top_up, basis: 'fixed', rate: null, quantity: null, amount: fromPence(topUpPence) });
  }
  lines.push({
    key: 'terminal_rental',
    label: SUMMARY_LINE_LABELS.terminal_rental,
    basis: 'per_terminal',
    rate: roundMoney(cost.terminalRentalPerTerminal),
    quantity: cost.numberOfTerminals,
    amount: cost.terminalRental,
  });
  lines.push({
    key: 'other_monthly_fees',
    label: otherFeesLabel(terms.otherMonthlyFeesLabel),
    basis: 'fixed',
    rate: null,
    quantity: null,
    amount: cost.otherMonthlyFees,
  });
  const monthlyPence = lines.reduce((sum, line) => sum + toPence(line.amount), 0);
  const warning = leaseWarning(terms.terminalLeaseMonths);
  return {
    providerName: source.providerName,
    lines,
    monthlyTotal: fromPence(monthlyPence),
    annualTotal: fromPence(monthlyPence * 12),
    minimumMonthlyCharge: roundMoney(fees.monthlyMinimumFee),
    isMinimumApplied: cost.isMinimumApplied,
    oneOffFees: [{ key: 'setup', label: 'Set-up fee', amount: cost.setupFee }],
    terms: { ...terms },
    isLeaseOverCap: warning !== null,
    leaseWarning: warning,
    effectiveRate: effectiveRateComparison(source.currentMonthlyCost, fromPence(monthlyPence), inputs.cardTurnover),
  };
}
