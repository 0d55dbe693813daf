import type { ReactNode } from 'react';
import { EXTERNAL_LINK_REL } from '../config';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab without giving that tab access to this one. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel={EXTERNAL_LINK_REL}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
