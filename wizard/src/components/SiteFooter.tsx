import { Link } from 'react-router';
import { ASSISTED_COMPARISON_BOOKING_URL, EXPERT_SUPPORT_CONTACT_URL, SITE_NAME } from '../config';
import { COMPARISON_TOOL_PATH } from '../content/landing';
import { ExternalLink } from './ExternalLink';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__brand">{SITE_NAME}</p>
          <p className="site-footer__text">A free comparison service for UK card payment providers.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to={COMPARISON_TOOL_PATH}>Online Comparison</Link>
            </li>
            <li>
              <ExternalLink href={ASSISTED_COMPARISON_BOOKING_URL}>Assisted Comparison</ExternalLink>
            </li>
            <li>
              <ExternalLink href={EXPERT_SUPPORT_CONTACT_URL}>121 Expert Support</ExternalLink>
            </li>
          </ul>
        </nav>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {SITE_NAME}
        </p>
      </div>
    </footer>
  );
}
