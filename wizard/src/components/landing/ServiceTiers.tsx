import { SERVICE_TIERS } from '../../content/landing';
import { TierCard } from './TierCard';

export function ServiceTiers() {
  return (
    <section className="service-tiers" aria-labelledby="tiers-title">
      <div className="container">
        <h2 id="tiers-title" className="section-title">
          How We Help You Save
        </h2>
        <ul className="service-tiers__grid">
          {SERVICE_TIERS.map((tier) => (
            <li key={tier.id}>
              <TierCard tier={tier} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
