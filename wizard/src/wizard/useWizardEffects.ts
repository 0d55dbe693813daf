import { useEffect, useRef } from 'react';
import { trackQuietly } from '../api/wizardApi';
import { notifyWizardNavigate } from '../embed/useEmbedMessages';
import type { VariantFeatures } from './variant';

/** POST /api/track-user is sent 0.5 s after the wizard wrapper shows. */
export const USER_TRACKING_DELAY_MS = 500;
/** The step heading that receives focus at each step change. */
export const STEP_HEADING_ID = 'wizard-step-heading';

/** The launch is tracked once per page load, however often the wizard mounts. */
let hasTrackedLaunch = false;

/**
 * Tracking: the launch once per page load (newer wizard); the user 0.5 s after the wrapper
 * shows. Failures are only logged.
 */
export function useWizardTracking(sessionId: string, tracksLaunch: boolean): void {
  const sessionIdRef = useRef(sessionId);
  useEffect(() => {
    sessionIdRef.current = sessionId;
  }, [sessionId]);

  useEffect(() => {
    if (tracksLaunch && !hasTrackedLaunch) {
      hasTrackedLaunch = true;
      void trackQuietly('/api/track-user-launch', sessionIdRef.current);
    }
    // Cleared on unmount, so StrictMode's mount-unmount-mount sends it once.
    const timer = window.setTimeout(() => void trackQuietly('/api/track-user', sessionIdRef.current), USER_TRACKING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [tracksLaunch]);
}

/**
 * Each wizard step reached is reported once per session (the back-office's drop-off point and
 * time to complete); the first step counts as reached when the wizard shows. Fire-and-forget.
 */
export function useStepTracking(sessionId: string, step: number, isSubmitted: boolean): void {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (isSubmitted) return;
    const key = `${sessionId}:${step}`;
    if (reported.current.has(key)) return;
    reported.current.add(key);
    void trackQuietly('/api/track-step', sessionId, { step });
  }, [sessionId, step, isSubmitted]);
}

/**
 * At each step change (and at submission): scroll to top (newer wizard), move focus to the step
 * heading, and fire the wizardNavigate event after 100 ms (older) or 200 ms (newer).
 * The first render is not a change.
 */
export function useStepChangeEffects(stepKey: string, features: VariantFeatures): void {
  const lastStepKey = useRef(stepKey);
  useEffect(() => {
    if (lastStepKey.current === stepKey) return;
    lastStepKey.current = stepKey;
    if (features.scrollsToTopOnStep) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: features.scrollsToTopOnStep });
    const timer = window.setTimeout(notifyWizardNavigate, features.navigateEventDelayMs);
    return () => window.clearTimeout(timer);
  }, [stepKey, features]);
}
