/** Number bounds of form fields (pure: no framework imports, so front ends can share them). */
export interface NumberBounds {
  min: number;
  max: number;
  /** Decimal places accepted. */
  decimals: number;
}

/** True when `value` has at most `decimals` decimal places (0.1 + 0.2 style float noise tolerated). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** True when `value` is a finite number within the bounds and their decimal places. */
export function isWithin(value: unknown, bounds: NumberBounds): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= bounds.min && value <= bounds.max && hasAtMostDecimals(value, bounds.decimals);
}
