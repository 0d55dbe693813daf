import { useCallback, useEffect, useState } from 'react';

export interface InViewOptions {
  threshold?: number;
  rootMargin?: string;
  /** Stop watching after the first time the element is in view (lazy rendering). */
  once?: boolean;
  /**
   * Assumed before the first observation (and in the prerendered page, which the first render
   * must match); where IntersectionObserver is missing, the element counts as in view once mounted.
   */
  initialInView?: boolean;
}

/**
 * Watches an element with IntersectionObserver. Answers a callback ref to put on the element
 * and whether it is currently in view.
 */
export function useInView<T extends Element>({ threshold = 0, rootMargin = '0px', once = false, initialInView = false }: InViewOptions = {}): [
  (element: T | null) => void,
  boolean,
] {
  const [element, setElement] = useState<T | null>(null);
  const [isInView, setIsInView] = useState(initialInView);

  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver !== 'function') {
      setIsInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setIsInView(entry.isIntersecting);
        if (once && entry.isIntersecting) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold, rootMargin, once]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, isInView];
}
