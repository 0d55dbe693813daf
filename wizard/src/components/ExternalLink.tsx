import type { ReactNode } from 'react';
import { EXTERNAL_LINK_REL } from '../config';

interface ExternalLinkProps {
  /** Undefined while the address is not known yet (it comes from the server). */
  href: string | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A link to another site, opened in a new tab without giving that tab access to this one. While its
 * address is not known it is the same element without one: inactive, out of the tab order, and the
 * same size, so the page does not move when the address arrives.
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  if (href === undefined) {
    return (
      <a className={className} aria-disabled="true">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel={EXTERNAL_LINK_REL}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
