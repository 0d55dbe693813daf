import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComparedProvider } from '../../../api/types';
import { prefersReducedMotion } from '../../../hooks/useMediaQuery';
import { CARD_GAP_PX, counterText, indexFromScroll, scrollLeftFor } from '../../carousel';
import { ProviderCard } from './ProviderCard';
import type { SummaryBoxOwner } from './SummaryBox';

interface ProviderCarouselProps {
  providers: readonly ComparedProvider[];
  selectedProviderId: number | null;
  showsSavings: boolean;
  onSelect: (provider: ComparedProvider) => void;
  summaryBoxOwner: SummaryBoxOwner | null;
}

/**
 * The horizontal provider carousel: counter 'N of total', dots, previous/next buttons and
 * scroll-snap swiping; per-card and whole-list calculation toggles.
 */
export function ProviderCarousel({ providers, selectedProviderId, showsSavings, onSelect, summaryBoxOwner }: ProviderCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [areAllCalculationsShown, setAreAllCalculationsShown] = useState(false);
  const [calculationOverrides, setCalculationOverrides] = useState<Record<number, boolean>>({});
  const total = providers.length;

  const cardWidth = useCallback(() => {
    const first = trackRef.current?.firstElementChild;
    return first ? first.getBoundingClientRect().width : 340;
  }, []);

  const scrollToIndex = useCallback(
    (next: number) => {
      const track = trackRef.current;
      if (!track) return;
      const clamped = Math.min(Math.max(next, 0), total - 1);
      track.scrollTo({ left: scrollLeftFor(clamped, cardWidth(), CARD_GAP_PX), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      setIndex(clamped);
    },
    [total, cardWidth],
  );

  // Start on the selected provider when coming back to the step.
  useEffect(() => {
    const selected = providers.findIndex((provider) => provider.id === selectedProviderId);
    if (selected > 0) {
      trackRef.current?.scrollTo({ left: scrollLeftFor(selected, cardWidth(), CARD_GAP_PX) });
      setIndex(selected);
    }
    // Only on mount: later selections happen where the visitor already is.
  }, []);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track) return;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    setIndex(atEnd ? total - 1 : indexFromScroll(track.scrollLeft, cardWidth(), total, CARD_GAP_PX));
  };

  const isCalculationShown = (id: number) => calculationOverrides[id] ?? areAllCalculationsShown;

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="Provider options">
      <div className="carousel__bar">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setAreAllCalculationsShown((value) => !value);
            setCalculationOverrides({});
          }}
        >
          {areAllCalculationsShown ? 'Hide all calculations' : 'Show all calculations'}
        </button>
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" aria-label="Previous provider" onClick={() => scrollToIndex(index - 1)} disabled={index <= 0}>
            ‹
          </button>
          <p className="carousel__counter" aria-live="polite" data-testid="carousel-counter">
            {counterText(index, total)}
          </p>
          <button type="button" className="carousel__arrow" aria-label="Next provider" onClick={() => scrollToIndex(index + 1)} disabled={index >= total - 1}>
            ›
          </button>
        </div>
      </div>
      <ul ref={trackRef} className="carousel__track" onScroll={onScroll}>
        {providers.map((provider, position) => (
          <li key={provider.id} className="carousel__slide" aria-roledescription="slide" aria-label={`${position + 1} of ${total}: ${provider.name}`}>
            <ProviderCard
              provider={provider}
              isSelected={provider.id === selectedProviderId}
              showsSavings={showsSavings}
              isCalculationShown={isCalculationShown(provider.id)}
              onToggleCalculation={() => setCalculationOverrides((current) => ({ ...current, [provider.id]: !isCalculationShown(provider.id) }))}
              onSelect={() => onSelect(provider)}
              summaryBoxOwner={summaryBoxOwner}
            />
          </li>
        ))}
      </ul>
      <div className="carousel__dots" role="group" aria-label="Choose a provider">
        {providers.map((provider, position) => (
          <button
            key={provider.id}
            type="button"
            className={`carousel__dot ${position === index ? 'carousel__dot--active' : ''}`}
            aria-label={`Go to provider ${position + 1}: ${provider.name}`}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => scrollToIndex(position)}
          />
        ))}
      </div>
    </section>
  );
}
