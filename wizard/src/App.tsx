import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { useEmbedMessages } from './embed/useEmbedMessages';
import { useScrollToTopOnNavigate } from './hooks/useScrollToTopOnNavigate';
import { LandingPage } from './routes/LandingPage';
import { NotFoundPage } from './routes/NotFoundPage';

// The wizard is loaded on demand so the landing page's first load stays small.
const ComparisonToolPage = lazy(() =>
  import('./routes/ComparisonToolPage').then((module) => ({ default: module.ComparisonToolPage })),
);

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

/** The public routes of public-site.md §2. */
export function App() {
  useEmbedMessages();
  useScrollToTopOnNavigate();
  return (
    <div className="app-shell">
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/comparison-tool" element={<ComparisonToolPage variant="newer" />} />
            <Route path="/mobile-test" element={<ComparisonToolPage variant="newer" />} />
            <Route path="/comparison-tool-original" element={<ComparisonToolPage variant="original" />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
