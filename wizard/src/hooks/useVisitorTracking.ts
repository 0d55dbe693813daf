import { useEffect } from 'react';
import { VISITOR_TRACKING_DELAY_MS, trackVisitorOnce } from '../api/tracking';

/**
 * Records the landing-page visit about 1 s after load. The timer is cleared on unmount, so the
 * double effect of StrictMode (mount, unmount, mount) schedules one call, and trackVisitorOnce
 * keeps it to one per page load.
 */
export function useVisitorTracking(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => void trackVisitorOnce(), VISITOR_TRACKING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
