import { Link } from 'react-router';
import { companyLink, supportEmail } from '../company/company';
import { useCompany } from '../company/CompanyContext';
import { SITE_NAME } from '../config';
import { COMPARISON_TOOL_PATH } from '../content/landing';
import { useCurrentYear } from '../hooks/useCurrentYear';
import { ExternalLink } from './ExternalLink';

/**
 * The footer: the site's links and the company's contact details. The details come from the server;
 * their lines are there from the start (empty meanwhile), so the footer keeps its height.
 */
export function SiteFooter() {
  const company = useCompany();
  const email = supportEmail(company);
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__brand">{SITE_NAME}</p>
          <p className="site-footer__text">A free comparison service for UK card payment providers.</p>
          <address className="site-footer__contact" aria-busy={company === null}>
            <span>{company ? `${company.name}, ${company.address}` : '\u00a0'}</span>
            <span>{company ? <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a> : '\u00a0'}</span>
            <span>{email ? <a href={`mailto:${email}`}>{email}</a> : '\u00a0'}</span>
          </address>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to={COMPARISON_TOOL_PATH}>Online Comparison</Link>
            </li>
            <li>
              <ExternalLink href={companyLink(company, 'bookingUrl')}>Assisted Comparison</ExternalLink>
            </li>
            <li>
              <ExternalLink href={companyLink(company, 'expertContactUrl')}>121 Expert Support</ExternalLink>
            </li>
          </ul>
        </nav>
        <p className="site-footer__legal">
          © {year} {SITE_NAME}
        </p>
      </div>
    </footer>
  );
}
