import { useId, useState } from 'react';
import { summaryBoxText, type SummaryBoxRow } from '@domain/pricing/summary-box-text';
import type { ComparedProvider } from '../../../api/types';
import './summaryBox.css';

function Rows({ rows, label }: { rows: SummaryBoxRow[]; label: string }) {
  return (
    <dl className="summary-box__rows" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>
            {row.label}
            {row.detail && <span className="summary-box__detail">{row.detail}</span>}
          </dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A quote's summary box under its card: a button (aria-expanded, aria-controls) opens a region with
 * every line the visitor's figures pay, the totals, the terms and the effective rates, as the
 * shared summaryBoxText words them (the email and the PDF print the same words).
 */
export function SummaryBox({ provider }: { provider: ComparedProvider }) {
  const [isOpen, setIsOpen] = useState(false);
  const regionId = useId();
  const headingId = useId();
  const text = summaryBoxText(provider.summaryBox);
  return (
    <div className="summary-box">
      <button type="button" className="link-button" aria-expanded={isOpen} aria-controls={regionId} onClick={() => setIsOpen((open) => !open)}>
        {isOpen ? 'Hide summary box' : 'Show summary box'}
        <span className="visually-hidden"> for {provider.name}</span>
      </button>
      <section id={regionId} className="summary-box__region" aria-labelledby={headingId} hidden={!isOpen} data-testid="summary-box">
        <h4 id={headingId} className="summary-box__title">
          {text.title}
        </h4>
        {text.leaseWarning && (
          <p className="summary-box__warning" role="note">
            {text.leaseWarning}
          </p>
        )}
        <Rows rows={[...text.monthlyRows, text.monthlyTotal, text.annualTotal]} label="Monthly charges for your figures" />
        <Rows rows={text.effectiveRateRows} label="Effective rate" />
        <Rows rows={[...text.oneOffRows, ...text.termRows]} label="Fees and terms" />
      </section>
    </div>
  );
}
