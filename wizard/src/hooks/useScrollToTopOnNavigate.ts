import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top (BrowserRouter keeps the previous page's scroll position). */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
