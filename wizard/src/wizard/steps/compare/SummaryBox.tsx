import { useId, useState } from 'react';
import { summaryBoxText, type SummaryBoxRow } from '@domain/pricing/summary-box-text';
import { describeError } from '../../../api/client';
import type { ComparedProvider, QuoteSummaryBox } from '../../../api/types';
import { fetchSummaryBox } from '../../../api/wizardApi';
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

function BoxContent({ box }: { box: QuoteSummaryBox }) {
  const text = summaryBoxText(box);
  return (
    <>
      {text.leaseWarning && (
        <p className="summary-box__warning" role="note">
          {text.leaseWarning}
        </p>
      )}
      <Rows rows={[...text.monthlyRows, text.monthlyTotal, text.annualTotal]} label="Monthly charges for your figures" />
      <Rows rows={text.effectiveRateRows} label="Effective rate" />
      <Rows rows={[...text.oneOffRows, ...text.termRows]} label="Fees and terms" />
    </>
  );
}

/** The profile whose figures the boxes are priced with, and its owner's session id. */
export interface SummaryBoxOwner {
  profileId: string;
  sessionId: string;
}

type BoxState = { kind: 'closed' | 'loading' } | { kind: 'loaded'; box: QuoteSummaryBox } | { kind: 'failed'; message: string };

/**
 * A quote's summary box under its card: a button (aria-expanded, aria-controls) opens a region with
 * every line the visitor's figures pay, the totals, the terms and the effective rates, as the
 * shared summaryBoxText words them (the email and the PDF print the same words). The box is asked
 * for when first opened (the comparison's answer carries the cards only); a failure says so and
 * offers to try again.
 */
export function SummaryBox({ provider, owner }: { provider: ComparedProvider; owner: SummaryBoxOwner }) {
  const [isOpen, setIsOpen] = useState(false);
  const [state, setState] = useState<BoxState>({ kind: 'closed' });
  const regionId = useId();
  const headingId = useId();

  const load = () => {
    setState({ kind: 'loading' });
    fetchSummaryBox(owner.profileId, provider.id, owner.sessionId).then(
      (box) => setState({ kind: 'loaded', box }),
      (error: unknown) => setState({ kind: 'failed', message: describeError(error) }),
    );
  };
  const toggle = () => {
    if (!isOpen && (state.kind === 'closed' || state.kind === 'failed')) load();
    setIsOpen((open) => !open);
  };

  return (
    <div className="summary-box">
      <button type="button" className="link-button" aria-expanded={isOpen} aria-controls={regionId} onClick={toggle}>
        {isOpen ? 'Hide summary box' : 'Show summary box'}
        <span className="visually-hidden"> for {provider.name}</span>
      </button>
      <section
        id={regionId}
        className="summary-box__region"
        aria-labelledby={headingId}
        aria-busy={state.kind === 'loading'}
        hidden={!isOpen}
        data-testid="summary-box"
      >
        <h4 id={headingId} className="summary-box__title">
          {`${provider.name}: summary box`}
        </h4>
        {state.kind === 'loading' && <p role="status">Loading the summary box…</p>}
        {state.kind === 'failed' && (
          <p role="alert">
            The summary box could not be loaded ({state.message}).{' '}
            <button type="button" className="link-button" onClick={load}>
              Try again
            </button>
          </p>
        )}
        {state.kind === 'loaded' && <BoxContent box={state.box} />}
      </section>
    </div>
  );
}
