import type { ReactNode } from 'react';

interface CollapsibleProps {
  title: string;
  /** Shown under the title in the collapsed header, e.g. the current value. */
  summary?: string;
  /** false renders a plain titled group (older wizard: no accordions). */
  isCollapsible: boolean;
  isInitiallyOpen?: boolean;
  children: ReactNode;
}

/** An accordion panel on <details>/<summary> (keyboard and screen readers for free), or a plain group. */
export function Collapsible({ title, summary, isCollapsible, isInitiallyOpen = false, children }: CollapsibleProps) {
  if (!isCollapsible) {
    return (
      <section className="panel" aria-label={title}>
        <h3 className="panel__title">{title}</h3>
        <div className="panel__body">{children}</div>
      </section>
    );
  }
  return (
    <details className="panel panel--collapsible" open={isInitiallyOpen || undefined}>
      <summary className="panel__summary">
        <span className="panel__title">{title}</span>
        {summary && <span className="panel__summary-value">{summary}</span>}
      </summary>
      <div className="panel__body">{children}</div>
    </details>
  );
}
