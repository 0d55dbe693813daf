/**
 * The effective rate: total monthly charges / monthly card turnover, as a percentage, the figure
 * the industry compares tariffs by. What the visitor pays today and what a quote would cost are
 * set side by side with the saving in pounds and in percentage points.
 *
 * Rules: each rate is published to 2 decimal places from its exact value; the saving in percentage
 * points is the difference of the two published rates (so it is the difference the visitor reads);
 * the saving in pounds is today's monthly cost - the quote's, in pence (negative: the quote costs
 * more). With no card turnover there is no rate (null).
 */
import { fromPence, roundRate, toPence } from './money';

export interface EffectiveRateComparison {
  /** £ of card turnover a month the rates are taken on. */
  cardTurnover: number;
  currentMonthlyCost: number;
  currentRatePercent: number | null;
  quoteMonthlyCost: number;
  quoteRatePercent: number | null;
  /** £ a month saved (today's cost - the quote's); negative is an additional cost. */
  savingMonthly: number;
  /** Percentage points saved (today's rate - the quote's); null without a turnover. */
  savingPercentagePoints: number | null;
}

/** Monthly charges as a percentage of monthly card turnover, to 2 places; null without turnover. */
export function effectiveRatePercent(monthlyCharges: number, cardTurnover: number): number | null {
  if (!(cardTurnover > 0)) return null;
  return roundRate((monthlyCharges / cardTurnover) * 100);
}

export function effectiveRateComparison(currentMonthlyCost: number, quoteMonthlyCost: number, cardTurnover: number): EffectiveRateComparison {
  const currentRatePercent = effectiveRatePercent(currentMonthlyCost, cardTurnover);
  const quoteRatePercent = effectiveRatePercent(quoteMonthlyCost, cardTurnover);
  return {
    cardTurnover,
    currentMonthlyCost,
    currentRatePercent,
    quoteMonthlyCost,
    quoteRatePercent,
    savingMonthly: fromPence(toPence(currentMonthlyCost) - toPence(quoteMonthlyCost)),
    savingPercentagePoints:
      currentRatePercent === null || quoteRatePercent === null ? null : fromPence(toPence(currentRatePercent) - toPence(quoteRatePercent)),
  };
}
