import { apiRequest } from './client';

/** The visit is recorded about 1 s after the landing page loads. */
export const VISITOR_TRACKING_DELAY_MS = 1000;

let hasTrackedVisit = false;

/**
 * POST /api/track-visitor with an empty object, at most once per page load (the flag is
 * module-level, so remounting the landing page during client-side navigation does not count a
 * second visit). The answer is not read; a failure is only logged.
 */
export async function trackVisitorOnce(): Promise<void> {
  if (hasTrackedVisit) return;
  hasTrackedVisit = true;
  try {
    await apiRequest('POST', '/api/track-visitor', {});
  } catch (error) {
    console.warn('Visitor tracking failed', error);
  }
}
