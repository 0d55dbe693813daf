import { useId, useState } from 'react';
import type { ComparedProvider } from '../../../api/types';
import { EXTERNAL_LINK_REL } from '../../../config';
import { formatGBP } from '../../../format';
import { featurePreview, providerBadges } from '../../carousel';
import { ProviderLogo } from './ProviderLogo';
import { selectableCard } from './selectableCard';
import { SummaryBox, type SummaryBoxOwner } from './SummaryBox';

function percentRange(min: number, max: number): string {
  const format = (value: number) => `${Number(value.toFixed(3))}%`;
  return min === max ? format(min) : `${format(min)} - ${format(max)}`;
}

function moneyRange(min: number, max: number): string {
  return min === max ? formatGBP(min) : `${formatGBP(min)} - ${formatGBP(max)}`;
}

function badgeClass(badge: string): string {
  if (badge === 'CHEAPEST') return 'badge badge--cheapest';
  if (badge === 'BEST MATCH') return 'badge badge--best';
  if (badge === 'Top Choice') return 'badge badge--top';
  return 'badge badge--match';
}

interface ProviderCardProps {
  provider: ComparedProvider;
  isSelected: boolean;
  /** Savings are shown to existing and contract customers only. */
  showsSavings: boolean;
  isCalculationShown: boolean;
  onToggleCalculation: () => void;
  onSelect: () => void;
  /** The profile the summary box is priced for; without one (no saved profile) the card has no box. */
  summaryBoxOwner: SummaryBoxOwner | null;
}

/** One provider of the carousel: badges, cost, rates, 4 features then '+N more', calculation toggle. */
export function ProviderCard({ provider, isSelected, showsSavings, isCalculationShown, onToggleCalculation, onSelect, summaryBoxOwner }: ProviderCardProps) {
  const nameId = useId();
  const calculationId = useId();
  const [areAllFeaturesShown, setAreAllFeaturesShown] = useState(false);
  const { shown, moreCount } = featurePreview(provider.features);
  const features = areAllFeaturesShown ? provider.features : shown;
  const breakdown = provider.costBreakdown ?? {};
  const isAdditionalCost = provider.estimatedSavings < 0;

  return (
    <article
      className={`provider-card ${isSelected ? 'provider-card--selected' : ''}`}
      data-testid="provider-card"
      data-provider-id={provider.id}
      data-selected={isSelected}
      aria-labelledby={nameId}
      tabIndex={0}
      {...selectableCard(onSelect)}
    >
      <ul className="provider-card__badges" aria-label="Badges">
        {providerBadges(provider).map((badge) => (
          <li key={badge} className={badgeClass(badge)}>
            {badge}
          </li>
        ))}
      </ul>
      <div className="provider-card__head">
        <ProviderLogo src={provider.logo} name={provider.name} />
        <h3 id={nameId} className="provider-card__name">
          {provider.name}
        </h3>
        {isSelected && <span className="selected-tag">Selected</span>}
      </div>
      <dl className="provider-card__figures">
        <div>
          <dt>Estimated monthly cost</dt>
          <dd className="provider-card__cost">{formatGBP(provider.estimatedMonthlyCost)}</dd>
        </div>
        {showsSavings && (
          <div>
            <dt>{isAdditionalCost ? 'Additional cost a year' : 'Annual savings'}</dt>
            <dd className={isAdditionalCost ? 'provider-card__extra' : 'provider-card__savings'}>{formatGBP(Math.abs(provider.estimatedSavings))}</dd>
          </div>
        )}
      </dl>
      <dl className="provider-card__rates">
        <div>
          <dt>Debit</dt>
          <dd>{percentRange(provider.debitFeeMin, provider.debitFeeMax)}</dd>
        </div>
        <div>
          <dt>Credit</dt>
          <dd>{percentRange(provider.creditFeeMin, provider.creditFeeMax)}</dd>
        </div>
        <div>
          <dt>Authorisation</dt>
          <dd>{Number(provider.authorizationFee.toFixed(2))}p</dd>
        </div>
        <div>
          <dt>Terminal rental</dt>
          <dd>{moneyRange(provider.terminalRentalMin, provider.terminalRentalMax)} a month</dd>
        </div>
      </dl>
      <p className="provider-card__meta">
        {[
          provider.supportLocation && `Support: ${provider.supportLocation}`,
          provider.deliveryDays && `Delivery: ${provider.deliveryDays}`,
          provider.contractTermMonths !== null && (provider.contractTermMonths === 0 ? 'No fixed contract' : `Contract: ${provider.contractTermMonths} months`),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="provider-card__ratings">
        {provider.merchantCompareRating !== null && <span>Our rating {provider.merchantCompareRating.toFixed(1)}/5</span>}
        {provider.trustpilotRating !== null &&
          (provider.trustpilotUrl ? (
            <a href={provider.trustpilotUrl} target="_blank" rel={EXTERNAL_LINK_REL}>
              Trustpilot {provider.trustpilotRating.toFixed(1)}/5
            </a>
          ) : (
            <span>Trustpilot {provider.trustpilotRating.toFixed(1)}/5</span>
          ))}
      </p>
      {features.length > 0 && (
        <ul className="provider-card__features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {moreCount > 0 && (
            <li>
              <button type="button" className="link-button" aria-expanded={areAllFeaturesShown} onClick={() => setAreAllFeaturesShown((value) => !value)}>
                {areAllFeaturesShown ? 'Show fewer' : `+${moreCount} more`}
              </button>
            </li>
          )}
        </ul>
      )}
      <button type="button" className="link-button" aria-expanded={isCalculationShown} aria-controls={calculationId} onClick={onToggleCalculation}>
        {isCalculationShown ? 'Hide calculation' : 'Show calculation'}
      </button>
      <div id={calculationId} className="provider-card__calculation" hidden={!isCalculationShown}>
        <dl>
          <div>
            <dt>Transaction fees{breakdown.isMinimumApplied ? ' (monthly minimum)' : ''}</dt>
            <dd>{formatGBP(breakdown.transactionFees ?? 0)}</dd>
          </div>
          <div>
            <dt>Terminal rental{breakdown.numberOfTerminals && breakdown.numberOfTerminals > 1 ? ` (${breakdown.numberOfTerminals} terminals)` : ''}</dt>
            <dd>{formatGBP(breakdown.terminalRental ?? 0)}</dd>
          </div>
          <div className="provider-card__total">
            <dt>Monthly total</dt>
            <dd>{formatGBP(breakdown.total ?? provider.estimatedMonthlyCost)}</dd>
          </div>
          <div>
            <dt>One-time setup fee</dt>
            <dd>{formatGBP(breakdown.setupFee ?? provider.setupFee)}</dd>
          </div>
        </dl>
        <p className="provider-card__reasoning">{provider.reasoning}</p>
      </div>
      {summaryBoxOwner && <SummaryBox provider={provider} owner={summaryBoxOwner} />}
      <button
        type="button"
        className={`button ${isSelected ? 'button--cta' : 'button--primary'} button--block provider-card__select`}
        aria-pressed={isSelected}
        onClick={onSelect}
      >
        {isSelected ? 'Selected' : 'Select'}
        <span className="visually-hidden"> {provider.name}</span>
      </button>
    </article>
  );
}
