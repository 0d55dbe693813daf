import type { ReactNode } from 'react';
import { useInView } from '../hooks/useInView';

/** Lower sections render when they come near view (visibility 0.1, 100 px margin). */
const LAZY_THRESHOLD = 0.1;
const LAZY_ROOT_MARGIN = '100px';

interface LazySectionProps {
  children: ReactNode;
  /** Space kept while not rendered, so the page does not jump and the placeholder can be seen. */
  minHeight?: number;
}

/**
 * Renders its children once the reserved space is scrolled near view, then keeps them.
 * `data-lazy-section` (pending, rendered) lets browser tests wait for the sections in view.
 */
export function LazySection({ children, minHeight = 320 }: LazySectionProps) {
  const [ref, isInView] = useInView<HTMLDivElement>({
    threshold: LAZY_THRESHOLD,
    rootMargin: LAZY_ROOT_MARGIN,
    once: true,
  });
  return (
    <div ref={ref} style={isInView ? undefined : { minHeight }} data-lazy-section={isInView ? 'rendered' : 'pending'}>
      {isInView ? children : null}
    </div>
  );
}
