import { Link } from 'react-router';
import { SITE_NAME } from '../config';
import { COMPARISON_TOOL_PATH } from '../content/landing';

export function SiteHeader() {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand">
          {SITE_NAME}
        </Link>
        <nav aria-label="Main">
          <Link to={COMPARISON_TOOL_PATH} className="site-header__link">
            Compare Rates
          </Link>
        </nav>
      </div>
    </header>
  );
}
