import type { ReactNode } from 'react';

const TRUST_BADGES = ['Secure & Confidential', '20+ Years Experience', 'No Obligation'] as const;

interface WizardWrapperProps {
  /** The progress banner and the current step. */
  children: ReactNode;
}

/** The landing wrapper around the wizard: its heading, the wizard itself, then the trust badges. */
export function WizardWrapper({ children }: WizardWrapperProps) {
  return (
    <div className="wizard-wrapper">
      <h1 className="wizard-wrapper__title">Smart Merchant Services Comparison</h1>
      <div className="wizard-wrapper__body">{children}</div>
      <ul className="trust-badges" aria-label="Why compare with us">
        {TRUST_BADGES.map((badge) => (
          <li key={badge} className="trust-badges__item">
            <span className="trust-badges__icon" aria-hidden="true">
              ✓
            </span>
            {badge}
          </li>
        ))}
      </ul>
    </div>
  );
}
