import { useSyncExternalStore } from 'react';

/** Whether a media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Breakpoints: mobile under 640 px (the narrow, under 480, and compact, under
 * 360, breakpoints are used by the stylesheets only).
 */
export const MOBILE_QUERY = '(max-width: 639.98px)';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion, read at the moment of asking (for scroll behaviour). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
