import type { ReactNode } from 'react';
import { formatCount, type QuoteCalculation } from '@domain/pricing';
import type { ComparedProvider, Terminal } from '../../../api/types';
import { formatGBP } from '../../../format';
import type { BusinessData } from '../../businessData';
import {
  BUSINESS_TYPE_OPTIONS,
  CARD_TYPE_OPTIONS,
  PAYMENT_METHOD_OPTIONS,
  PAYMENT_STATUS_OPTIONS,
  SECTOR_OPTIONS,
  labelOf,
} from '@domain/vocabulary/wizard-options';
import { terminalTypeLabel } from '../compare/TerminalCard';

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`summary-card ${className}`} aria-label={title}>
      <h4 className="summary-card__title">{title}</h4>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="summary-rows">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const pct = (value: number) => `${Number(value.toFixed(2))}%`;

interface SolutionSummaryProps {
  data: BusinessData;
  provider: ComparedProvider;
  terminal: Terminal | null;
  quote: QuoteCalculation;
  isExisting: boolean;
}

/** The Apply step's gradient summary and cards, priced with the chosen terminal. */
export function SolutionSummary({ data, provider, terminal, quote, isExisting }: SolutionSummaryProps) {
  const { inputs, cost, savings, currentCost } = quote;
  const savingsLabel = savings.isAdditionalCost ? 'Additional cost a year' : 'Annual savings';
  return (
    <>
      <div className="solution-hero" data-testid="solution-summary">
        <div>
          <p className="solution-hero__label">Monthly cost</p>
          <p className="solution-hero__value">{formatGBP(cost.total)}</p>
        </div>
        {isExisting && (
          <div>
            <p className="solution-hero__label">{savingsLabel}</p>
            <p className="solution-hero__value">{formatGBP(Math.abs(savings.annual))}</p>
          </div>
        )}
        <div>
          <p className="solution-hero__label">Match score</p>
          <p className="solution-hero__value">{provider.matchScore}%</p>
        </div>
      </div>
      <div className="summary-grid">
        <Card title="Business information">
          <Rows
            rows={[
              ['Business name', data.businessName],
              ['Business type', labelOf(BUSINESS_TYPE_OPTIONS, data.businessType)],
              ['Sector', labelOf(SECTOR_OPTIONS, data.businessSector)],
              ['Payment status', labelOf(PAYMENT_STATUS_OPTIONS, data.paymentStatus)],
            ]}
          />
        </Card>
        <Card title="Volume analysis">
          <Rows
            rows={[
              ['Monthly turnover', formatGBP(inputs.monthlyTurnover)],
              ['Debit card volume', formatGBP(inputs.debitVolume)],
              ['Credit card volume', formatGBP(inputs.creditVolume)],
              ['International volume', formatGBP(inputs.internationalVolume)],
            ]}
          />
        </Card>
        <Card title="Transaction information">
          <Rows
            rows={[
              ['Average transaction', formatGBP(inputs.averageTransaction)],
              ['Transactions a month', formatCount(inputs.transactions)],
              ['Personal / corporate', `${pct(inputs.personalPercent)} / ${pct(100 - inputs.personalPercent)}`],
              ['Face-to-face / card-not-present', `${pct(inputs.faceToFacePercent)} / ${pct(100 - inputs.faceToFacePercent)}`],
            ]}
          />
        </Card>
        <Card title="Card types accepted">
          <ul className="tag-list">
            {data.cardTypes.map((value) => (
              <li key={value}>{labelOf(CARD_TYPE_OPTIONS, value)}</li>
            ))}
          </ul>
        </Card>
        <Card title="Payment methods required">
          <ul className="tag-list">
            {data.paymentMethods.map((value) => (
              <li key={value}>{labelOf(PAYMENT_METHOD_OPTIONS, value)}</li>
            ))}
          </ul>
        </Card>
        <Card title="Selected solution">
          <Rows
            rows={[
              ['Provider', provider.name],
              ['Terminal', terminal ? `${terminal.name} (${terminalTypeLabel(terminal.type)})` : 'Not selected'],
              ['Terminals', String(inputs.numberOfTerminals)],
              ['Contract', provider.contractTermMonths ? `${provider.contractTermMonths} months` : 'No fixed term'],
            ]}
          />
        </Card>
        <Card title="Monthly cost breakdown" className="summary-card--wide">
          <Rows
            rows={[
              [`Transaction fees${cost.isMinimumApplied ? ' (monthly minimum)' : ''}`, formatGBP(cost.transactionFees)],
              [`Terminal rental${cost.numberOfTerminals > 1 ? ` (${cost.numberOfTerminals} terminals)` : ''}`, formatGBP(cost.terminalRental)],
              ['One-time setup fee', formatGBP(cost.setupFee)],
              ['Total a month', formatGBP(cost.total)],
            ]}
          />
        </Card>
        {isExisting && (
          <Card title="Projected savings" className="summary-card--wide">
            <Rows
              rows={[
                ['Your current monthly cost', formatGBP(currentCost.total)],
                [savings.isAdditionalCost ? 'Additional cost a month' : 'Monthly savings', formatGBP(Math.abs(savings.monthly))],
                [savingsLabel, formatGBP(Math.abs(savings.annual))],
              ]}
            />
          </Card>
        )}
        <Card title="Why This Solution" className="summary-card--wide">
          <p className="summary-card__text">{provider.reasoning}</p>
          {terminal && provider.recommendedTerminal && terminal.id !== provider.recommendedTerminal.id && (
            <p className="summary-card__text">
              With the terminal you chose, {terminal.name}, the estimate is {formatGBP(cost.total)} a month, as broken down above.
            </p>
          )}
        </Card>
      </div>
    </>
  );
}
