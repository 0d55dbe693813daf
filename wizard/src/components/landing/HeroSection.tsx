import { Link } from 'react-router';
import { COMPARISON_TOOL_PATH, HERO_POINTS, MAIN_CTA_LABEL } from '../../content/landing';

interface HeroSectionProps {
  /** Put on the main call to action, so the page can tell when it is out of view. */
  ctaRef: (element: HTMLAnchorElement | null) => void;
}

export function HeroSection({ ctaRef }: HeroSectionProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title" className="hero__title">
          Compare Merchant Service Providers
        </h1>
        <p className="hero__lead">AI-powered comparison of UK card payment providers. No pressure, no-obligation quotes.</p>
        <ul className="tick-list hero__points">
          {HERO_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Link ref={ctaRef} to={COMPARISON_TOOL_PATH} className="button button--cta button--large">
          {MAIN_CTA_LABEL}
        </Link>
        <p className="hero__note">20+ years experience · Secure and confidential</p>
      </div>
    </section>
  );
}
