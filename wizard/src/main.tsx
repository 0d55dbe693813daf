import './styles.css';

/**
 * The public site's entry. A prerendered page (the landing page, the wizard's first step: see
 * scripts/build-wizard.mjs) is painted before any of the app's code is fetched or run: the app
 * (boot.tsx: React and the site) is imported only after the first frame, and on the wizard's
 * pages the wizard's own chunk with it (boot.tsx hydrates that page once both are there). A
 * download or an evaluation of the app before the first paint would hold the paint back on a slow
 * phone. The empty shell (every other route) has nothing to paint without the app, so it starts at
 * once; so does a page in a tab not shown, where no frame comes.
 */
const root = document.getElementById('root');
const start = (): void => {
  void import('./boot');
  // Fetched beside the app, not after it: boot.tsx's own import of it then finds it loading.
  if (root?.querySelector('.comparison-page')) void import('./routes/ComparisonToolPage');
};
if (root?.firstElementChild && document.visibilityState === 'visible') {
  // A requestAnimationFrame callback runs just before the frame is painted; a task it queues runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
