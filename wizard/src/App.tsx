import { Route, Routes } from 'react-router';
import { CompanyProvider } from './company/CompanyContext';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { useEmbedMessages } from './embed/useEmbedMessages';
import { useScrollToTopOnNavigate } from './hooks/useScrollToTopOnNavigate';
import { LandingPage } from './routes/LandingPage';
import { LazyComparisonToolPage } from './routes/LazyComparisonToolPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { RenewalReminderPage } from './routes/RenewalReminderPage';

/** The public routes. */
export function App() {
  useEmbedMessages();
  useScrollToTopOnNavigate();
  return (
    <CompanyProvider>
      <div className="app-shell">
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/comparison-tool" element={<LazyComparisonToolPage variant="newer" />} />
            <Route path="/mobile-test" element={<LazyComparisonToolPage variant="newer" />} />
            <Route path="/comparison-tool-original" element={<LazyComparisonToolPage variant="original" />} />
            <Route path="/renewal-reminder" element={<RenewalReminderPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </main>
        <SiteFooter />
      </div>
    </CompanyProvider>
  );
}
