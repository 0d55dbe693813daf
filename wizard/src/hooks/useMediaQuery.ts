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

/** public-site.md §2 breakpoints: mobile under 640 px, narrow under 480, compact under 360. */
export const MOBILE_QUERY = '(max-width: 639.98px)';
export const NARROW_QUERY = '(max-width: 479.98px)';
export const COMPACT_QUERY = '(max-width: 359.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
