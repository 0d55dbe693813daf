/**
 * The timings of every help tooltip on the public site: hovering a help button opens its tooltip
 * after a 700 ms pause (so passing the pointer over it shows nothing), and once a tooltip has
 * closed, another hovered within 300 ms opens at once (reading along a row of help buttons does
 * not wait each time). Keyboard focus opens a tooltip at once.
 */
export const HELP_TOOLTIP_TIMING = { openDelayMs: 700, skipDelayMs: 300 } as const;

/**
 * The accessible name of a help button. The button shows only an icon (no visible text), so its
 * name says which term it explains; the explanation itself is its description while open.
 */
export function helpTriggerName(term: string): string {
  return `Help: ${term}`;
}
