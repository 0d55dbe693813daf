/**
 * Turnover 500 to 100000 in steps of 1000, default 10000. A native range input only offers
 * min + n x step, which from 500 would miss both the default and the maximum, so the slider moves
 * over positions instead: position 0 is £500 and position n is £n,000 (n = 1..100).
 */
export const TURNOVER_SLIDER = { min: 500, max: 100000, step: 1000 } as const;
export const LAST_TURNOVER_POSITION = TURNOVER_SLIDER.max / TURNOVER_SLIDER.step;

export function turnoverAtPosition(position: number): number {
  const clamped = Math.min(Math.max(Math.round(position), 0), LAST_TURNOVER_POSITION);
  return clamped === 0 ? TURNOVER_SLIDER.min : clamped * TURNOVER_SLIDER.step;
}

/** The nearest position for a turnover (any amount: a statement's figure need not be on a step). */
export function positionOfTurnover(turnover: number): number {
  // Position 0 (£500) is nearer than position 1 (£1,000) below their midpoint.
  if (turnover < (TURNOVER_SLIDER.min + TURNOVER_SLIDER.step) / 2) return 0;
  return Math.min(Math.max(Math.round(turnover / TURNOVER_SLIDER.step), 1), LAST_TURNOVER_POSITION);
}
