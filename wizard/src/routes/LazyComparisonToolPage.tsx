import { Suspense, lazy, useState } from 'react';
import { WizardWrapper } from '../wizard/WizardWrapper';
import type { WizardVariant } from '../wizard/variant';

type ComparisonToolModule = typeof import('./ComparisonToolPage');

// The wizard is loaded on demand so the landing page's first load stays small.
let loadedModule: ComparisonToolModule | null = null;
const loadModule = () =>
  import('./ComparisonToolPage').then((module) => {
    loadedModule = module;
    return module;
  });
const LazyPage = lazy(() => loadModule().then((module) => ({ default: module.ComparisonToolPage })));

/**
 * Loads the wizard's code before its prerendered page is hydrated (boot.tsx): the page then hydrates
 * in one pass. Were the code still loading, React would leave the wizard's part unhydrated and, at
 * the first update above it (the company's details arriving), replace the prerendered step with
 * the loading placeholder until the code came.
 */
export function loadComparisonToolPage(): Promise<unknown> {
  return loadModule();
}

/**
 * What shows while the wizard's code loads: the page's own heading and trust badges, around a
 * card that keeps the room step 1 takes (styles.css, .wizard-loading), so the heading is painted
 * at once and neither the badges' space nor the footer jumps when the wizard arrives.
 */
function ComparisonToolLoading() {
  return (
    <div className="comparison-page">
      <div className="container">
        <WizardWrapper>
          <div className="wizard-loading" role="status">
            <span className="wizard-loading__spinner" aria-hidden="true" />
            <span className="visually-hidden">Loading the comparison tool…</span>
          </div>
        </WizardWrapper>
      </div>
    </div>
  );
}

interface LazyComparisonToolPageProps {
  variant: WizardVariant;
}

/**
 * The wizard route: the lazily loaded ComparisonToolPage, with its placeholder while it loads. Which
 * of the two components renders it is chosen once, when the route mounts: switching from LazyPage to
 * the loaded component on a later render would be a different element type, so React would remount
 * the whole wizard and lose what it was doing (e.g. a resume link being priced again).
 */
export function LazyComparisonToolPage({ variant }: LazyComparisonToolPageProps) {
  const [Page] = useState(() => loadedModule?.ComparisonToolPage ?? LazyPage);
  return (
    <Suspense fallback={<ComparisonToolLoading />}>
      <Page variant={variant} />
    </Suspense>
  );
}
