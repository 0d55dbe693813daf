/**
 * The 'Why This Solution' text, built only from the computed figures.
 */
import type { MatchScoreBreakdown } from './match-score';
import { MATCH_SCORE_WEIGHTS } from './match-score';
import { formatCount, formatGBP, formatPence, formatPercent } from './money';
import type { ProviderCostBreakdown, Savings } from './provider-cost';
import type { RecommendedTerminal } from './terminals';
import type { EstimateSource, PricingInputs } from './types';

export interface ReasoningInput {
  inputs: PricingInputs;
  cost: ProviderCostBreakdown;
  currentMonthlyCost: number;
  currentCostSource: EstimateSource;
  savings: Savings;
  terminal: RecommendedTerminal | null;
  matchScore: MatchScoreBreakdown;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function costSentence({ inputs, cost }: ReasoningInput): string {
  const fees = cost.isMinimumApplied
    ? `${formatGBP(cost.transactionFees)} transaction fees (monthly minimum applied)`
    : `${formatGBP(cost.transactionFees)} transaction fees`;
  return (
    `Estimated ${formatGBP(cost.total)} a month: ` +
    `${formatPercent(cost.debitRatePercent)} average debit rate on ${formatGBP(inputs.debitVolume)} debit, ` +
    `${formatPercent(cost.creditRatePercent)} average credit rate on ${formatGBP(inputs.personalCreditVolume)} personal credit, ` +
    `${formatPence(cost.authorizationFeePence)} per transaction on ${formatCount(cost.transactions)} transactions; ` +
    `${fees} and ${formatGBP(cost.terminalRental)} terminal rental for ${plural(cost.numberOfTerminals, 'terminal')}.`
  );
}

function savingsSentence({ currentMonthlyCost, currentCostSource, savings }: ReasoningInput): string {
  const against =
    currentCostSource === 'market_defaults'
      ? `a typical market cost of ${formatGBP(currentMonthlyCost)} a month`
      : `your current ${formatGBP(currentMonthlyCost)} a month`;
  if (savings.annual > 0) {
    return `Saves ${formatGBP(savings.annual)} a year (${formatGBP(savings.monthly)} a month) against ${against}.`;
  }
  if (savings.annual < 0) {
    return `Additional cost of ${formatGBP(-savings.annual)} a year (${formatGBP(-savings.monthly)} a month) against ${against}.`;
  }
  return `Same cost as ${against}.`;
}

function terminalSentence({ terminal }: ReasoningInput): string {
  if (terminal === null) {
    return 'No terminal available.';
  }
  const { name, type, monthlyRental, setupFee } = terminal.terminal;
  const text = `Recommended terminal: ${name} (${type}), ${formatGBP(monthlyRental)} a month, ${formatGBP(setupFee)} setup`;
  return terminal.isPreferredType ? `${text}.` : `${text} (no ${terminal.preferredTypes.join(' or ')} terminal available).`;
}

function matchSentence({ matchScore }: ReasoningInput): string {
  return (
    `Match score ${matchScore.total}%: cost ${matchScore.cost}/${MATCH_SCORE_WEIGHTS.cost}, ` +
    `ratings ${matchScore.ratings}/${MATCH_SCORE_WEIGHTS.ratings}, ` +
    `integration ${matchScore.integration}/${MATCH_SCORE_WEIGHTS.integration}, ` +
    `terminal ${matchScore.terminal}/${MATCH_SCORE_WEIGHTS.terminal}.`
  );
}

export function buildReasoning(input: ReasoningInput): string {
  return [costSentence(input), savingsSentence(input), terminalSentence(input), matchSentence(input)].join(' ');
}
