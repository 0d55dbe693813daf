import { useId, useState } from 'react';
import { Link } from 'react-router';
import { companyLink } from '../../company/company';
import { useCompany } from '../../company/CompanyContext';
import type { ServiceTier } from '../../content/landing';
import { ExternalLink } from '../ExternalLink';
import { tierPriceText } from './landingText';

/** One service tier; its details open and close on their own ('Show Details' / 'Show Less'). */
export function TierCard({ tier }: { tier: ServiceTier }) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const { action } = tier;
  const company = useCompany();
  const actionClass = tier.isHighlighted ? 'button button--cta' : 'button button--primary';

  return (
    <article className={tier.isHighlighted ? 'tier tier--highlighted' : 'tier'}>
      <h3 className="tier__name">{tier.name}</h3>
      <p className="tier__price">{tierPriceText(tier)}</p>
      <p className="tier__summary">{tier.summary}</p>
      <button type="button" className="tier__toggle" aria-expanded={isOpen} aria-controls={detailsId} onClick={() => setIsOpen((open) => !open)}>
        {isOpen ? 'Show Less' : 'Show Details'}
      </button>
      <ul id={detailsId} className="tick-list tier__details" hidden={!isOpen}>
        {tier.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
      <div className="tier__action">
        {action.kind === 'internal' ? (
          <Link to={action.to} className={actionClass}>
            {action.label}
          </Link>
        ) : (
          <ExternalLink href={companyLink(company, action.link)} className={actionClass}>
            {action.label}
          </ExternalLink>
        )}
      </div>
    </article>
  );
}
