import { LazySection } from '../components/LazySection';
import { HeroSection } from '../components/landing/HeroSection';
import { PartnersSection } from '../components/landing/PartnersSection';
import { ServiceTiers } from '../components/landing/ServiceTiers';
import { StickyCta } from '../components/landing/StickyCta';
import { TestimonialsSection } from '../components/landing/TestimonialsSection';
import { TileSection } from '../components/landing/TileSection';
import { UpfrontBanner } from '../components/landing/UpfrontBanner';
import { SITE_NAME } from '../config';
import { BENEFIT_TILES, THREE_POINTS } from '../content/landing';
import { useInView } from '../hooks/useInView';
import { useVisitorTracking } from '../hooks/useVisitorTracking';

/** '/': the landing page, sections in their set order. */
export function LandingPage() {
  useVisitorTracking();
  const [heroCtaRef, isHeroCtaInView] = useInView<HTMLAnchorElement>({ initialInView: true });

  return (
    <div className="landing">
      <title>{`Compare Merchant Service Providers | ${SITE_NAME}`}</title>
      <HeroSection ctaRef={heroCtaRef} />
      <PartnersSection />
      <LazySection minHeight={280}>
        <TileSection heading="Why compare with us" tiles={BENEFIT_TILES} variant="benefits" />
      </LazySection>
      <LazySection minHeight={200}>
        <UpfrontBanner />
      </LazySection>
      <LazySection minHeight={280}>
        <TileSection heading="What you get" tiles={THREE_POINTS} variant="points" />
      </LazySection>
      <LazySection minHeight={520}>
        <ServiceTiers />
      </LazySection>
      <LazySection minHeight={520}>
        <TestimonialsSection />
      </LazySection>
      {!isHeroCtaInView && <StickyCta />}
    </div>
  );
}
