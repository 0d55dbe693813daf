import './styles.css';

/** Should the browser never report the first paint, the app starts this long after the first frame anyway. */
const PAINT_WAIT_MS = 2000;

/**
 * The public site's entry. A prerendered page (the landing page, the wizard's first step: see
 * scripts/build-wizard.mjs) is painted before any of the app's code is fetched or run: the app
 * (boot.tsx: React and the site) is imported only once the browser reports the page's first
 * contentful paint, and on the wizard's pages the wizard's own chunk with it (boot.tsx hydrates
 * that page once both are there). A download or an evaluation of the app before the first paint
 * would hold the paint back on a slow phone. The empty shell (every other route) has nothing to
 * paint without the app, so it starts at once; so does a page in a tab not shown, where no frame comes.
 */
const root = document.getElementById('root');
let isStarted = false;
const start = (): void => {
  if (isStarted) return;
  isStarted = true;
  void import('./boot');
  // Fetched beside the app, not after it: boot.tsx's own import of it then finds it loading.
  if (root?.querySelector('.comparison-page')) void import('./routes/ComparisonToolPage');
};

/**
 * Runs `then` once the page's first contentful paint is reported (Paint Timing). The end of the
 * first frame on the main thread is not enough: the paint is presented, and reported, later.
 * Browsers without Paint Timing wait for the first frame only.
 */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A requestAnimationFrame callback runs just before the frame is painted; a task it queues runs after.
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(then, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(then, PAINT_WAIT_MS));
}

if (root?.firstElementChild && document.visibilityState === 'visible') afterFirstPaint(start);
else start();
