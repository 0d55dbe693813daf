import { useSyncExternalStore } from 'react';

// The year is read at each render; nothing announces its change.
const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The visitor's current year. The prerendered page shows the year it was built in, so hydration
 * starts from that one and then renders the visitor's, without a mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, buildYear);
}
