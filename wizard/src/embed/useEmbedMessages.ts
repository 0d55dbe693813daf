import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  HEIGHT_REPORT_DEBOUNCE_MS,
  NAVIGATE_REPORT_DELAY_MS,
  PRIMARY_ACTION_ATTRIBUTE,
  WIZARD_NAVIGATE_EVENT,
  embedPageFor,
  heightMessage,
  primaryActionBottom,
  reportedHeight,
  scrollToTopMessage,
  shouldReportHeight,
  type ButtonCandidate,
  type EmbedMessage,
} from './embedMessages';

/** True inside a frame; a cross-origin parent that blocks the check also counts as a frame. */
function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

function documentHeight(): number {
  // The body's own height: unlike the root element's, it can shrink below the frame's height.
  return document.body.scrollHeight;
}

function buttonCandidates(): ButtonCandidate[] {
  return Array.from(document.querySelectorAll('button'), (button) => {
    const rect = button.getBoundingClientRect();
    return {
      text: button.textContent ?? '',
      bottom: rect.bottom + window.scrollY,
      isVisible: rect.width > 0 && rect.height > 0,
      isMarked: button.hasAttribute(PRIMARY_ACTION_ATTRIBUTE),
    };
  });
}

function measureHeight(pathname: string): number {
  const page = embedPageFor(pathname);
  const bottom = page === 'wizard' ? primaryActionBottom(buttonCandidates()) : null;
  return reportedHeight(page, documentHeight(), bottom);
}

/** For the wizard: fire at each step change so an embedding page resizes and scrolls to top. */
export function notifyWizardNavigate(): void {
  window.dispatchEvent(new Event(WIZARD_NAVIGATE_EVENT));
}

function post(message: EmbedMessage): void {
  window.parent.postMessage(message, '*');
}

/**
 * When the site runs inside a frame, keeps the parent informed of the height it needs
 * (debounced, only on changes of more than 50 px) and, on each wizard step change
 * (the wizardNavigate event), reports the height and asks the parent to scroll to top.
 */
export function useEmbedMessages(): void {
  const { pathname } = useLocation();
  const lastReported = useRef<number | null>(null);

  useEffect(() => {
    if (!isEmbedded()) return;
    const root = document.documentElement;
    root.dataset.embedded = 'true';

    const report = (force: boolean) => {
      const height = measureHeight(pathname);
      if (!force && !shouldReportHeight(lastReported.current, height)) return;
      lastReported.current = height;
      post(heightMessage(height));
    };

    let debounceTimer: number | undefined;
    const scheduleReport = () => {
      window.clearTimeout(debounceTimer);
      debounceTimer = window.setTimeout(() => report(false), HEIGHT_REPORT_DEBOUNCE_MS);
    };

    const navigateTimers = new Set<number>();
    const onNavigate = () => {
      const timer = window.setTimeout(() => {
        navigateTimers.delete(timer);
        report(true);
        post(scrollToTopMessage());
      }, NAVIGATE_REPORT_DELAY_MS);
      navigateTimers.add(timer);
    };

    // Content changes (lazy sections, expanded cards, wizard steps) change the body's size.
    const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(scheduleReport) : null;
    if (resizeObserver) resizeObserver.observe(document.body);
    else window.addEventListener('resize', scheduleReport);
    window.addEventListener(WIZARD_NAVIGATE_EVENT, onNavigate);
    scheduleReport();

    return () => {
      window.clearTimeout(debounceTimer);
      navigateTimers.forEach((timer) => window.clearTimeout(timer));
      resizeObserver?.disconnect();
      window.removeEventListener('resize', scheduleReport);
      window.removeEventListener(WIZARD_NAVIGATE_EVENT, onNavigate);
      delete root.dataset.embedded;
    };
  }, [pathname]);
}
