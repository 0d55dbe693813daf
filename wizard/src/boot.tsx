import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { loadComparisonToolPage } from './routes/LazyComparisonToolPage';
import { hasStoredWizardAnswers } from './wizard/hydration';

/**
 * The app itself, started by main.tsx: the page is rendered, or the prerendered page hydrated.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The landing page and the wizard's pages arrive prerendered (scripts/build-wizard.mjs), already
// painted (main.tsx), and are hydrated as they are, the wizard's once its code is there (the page preloads it). The wizard's
// page is rendered afresh instead when this browser holds answers the wizard starts from, which
// the prerendered first step cannot show; so is the empty shell the server sends for the other routes.
const isPrerendered = container.firstElementChild !== null;
const isWizardPage = container.querySelector('.comparison-page') !== null;
if (!isPrerendered || (isWizardPage && hasStoredWizardAnswers())) {
  createRoot(container).render(app);
} else {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread in one long task after the page is already painted (input meanwhile is replayed).
  const hydrate = () => {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  };
  // Should the wizard's code fail to load, hydration goes ahead and its lazy route retries it.
  if (isWizardPage) loadComparisonToolPage().then(hydrate, hydrate);
  else hydrate();
}
