import { useCallback, useState } from 'react';
import { DEFAULT_CREDIT_PERCENT } from '@domain/pricing';
import { Collapsible } from '../../../components/Collapsible';
import { NumberField, SelectField } from '../../../components/fields';
import { CURRENT_PROVIDER_OPTIONS } from '@domain/vocabulary/wizard-options';
import { figureNote, type StatementReview } from '../../statementReview';
import type { WizardController } from '../../useWizardController';
import { CurrentCostEntry } from './CurrentCostEntry';
import { SplitSliders } from './SplitSliders';
import { StatementChecks } from './StatementChecks';
import { StatementDropzone } from './StatementDropzone';
import './statementReview.css';
import { TurnoverInput } from './TurnoverInput';

/** Existing or contract customers: statement upload, monthly details, splits (newer) and current costs. */
export function ExistingCustomerInputs({ controller }: { controller: WizardController }) {
  const { state, dispatch, features, analyseStatement } = controller;
  const data = state.businessData;
  const update = (patch: Partial<typeof data>) => dispatch({ type: 'update', patch });
  // What the last statement read says about each figure it filled in (confidence, checks).
  const [review, setReview] = useState<StatementReview | null>(null);
  const onAnalyse = useCallback(
    async (file: File, signal: AbortSignal) => {
      const result = await analyseStatement(file, signal);
      setReview(result.isOk ? result.review : null);
      return result;
    },
    [analyseStatement],
  );
  const turnoverNote = figureNote(review, 'monthlyTurnover');
  return (
    <div className="existing-customer">
      <StatementDropzone businessProfileId={data.id} onAnalyse={onAnalyse} />
      {review && <StatementChecks checks={review.checks} />}
      <p className="divider-text">or enter your details</p>
      <section className="monthly-details" aria-labelledby="monthly-details-title">
        <h3 id="monthly-details-title" className="section-heading">
          Monthly details
        </h3>
        <TurnoverInput value={data.monthlyTurnover} mode={state.turnoverInputMode} canToggle={features.hasAdvancedInputs} dispatch={dispatch} />
        {turnoverNote && (
          <p className={`field__note ${turnoverNote.isWarning ? 'field__note--warning' : ''}`} data-testid="turnover-note">
            {turnoverNote.text}
          </p>
        )}
        <div className="field-grid">
          <NumberField
            label="Monthly transactions"
            value={data.transactionsPerMonth}
            onChange={(transactionsPerMonth) => update({ transactionsPerMonth })}
            min={0}
            step={1}
            note={figureNote(review, 'transactionsPerMonth')}
          />
          <NumberField
            label="Average transaction value"
            value={data.averageTransaction}
            onChange={(averageTransaction) => update({ averageTransaction })}
            min={0}
            step={0.01}
            prefix="£"
            placeholder="25.00"
            note={figureNote(review, 'averageTransaction')}
          />
        </div>
        <SelectField
          label="Current provider"
          value={data.currentProvider}
          options={CURRENT_PROVIDER_OPTIONS}
          placeholder="Select your current provider"
          onChange={(currentProvider) => update({ currentProvider })}
        />
      </section>
      {features.hasAdvancedInputs && (
        <Collapsible title="Card Mix (optional)" summary="Credit/debit, personal/corporate, UK/international, face-to-face" isCollapsible>
          <SplitSliders data={data} dispatch={dispatch} hasPanels={false} creditFallback={DEFAULT_CREDIT_PERCENT} />
        </Collapsible>
      )}
      <CurrentCostEntry data={data} mode={state.costEntryMode} dispatch={dispatch} isNewer={features.hasAdvancedInputs} review={review} />
    </div>
  );
}
