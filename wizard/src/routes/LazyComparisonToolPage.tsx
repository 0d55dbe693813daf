import { Suspense, lazy } from 'react';
import { WizardWrapper } from '../wizard/WizardWrapper';
import type { WizardVariant } from '../wizard/variant';

// The wizard is loaded on demand so the landing page's first load stays small.
const ComparisonToolPage = lazy(() => import('./ComparisonToolPage').then((module) => ({ default: module.ComparisonToolPage })));

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

/** The wizard route: the lazily loaded ComparisonToolPage, with its placeholder while it loads. */
export function LazyComparisonToolPage({ variant }: LazyComparisonToolPageProps) {
  return (
    <Suspense fallback={<ComparisonToolLoading />}>
      <ComparisonToolPage variant={variant} />
    </Suspense>
  );
}
