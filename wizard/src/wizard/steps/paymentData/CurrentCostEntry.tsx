import { useId, useRef, type Dispatch, type KeyboardEvent } from 'react';
import { Collapsible } from '../../../components/Collapsible';
import { NumberField } from '../../../components/fields';
import type { BusinessData, RateField } from '../../businessData';
import { RATE_HELP } from '../../helpTexts';
import type { CostEntryMode, WizardAction } from '../../state';
import { figureNote, type StatementReview } from '../../statementReview';

interface RateInput {
  field: RateField;
  label: string;
  suffix?: string;
  prefix?: string;
  step: number;
  hint?: string;
}

/** Input steps: rates 0.001, pence 0.1, money 0.01; and the hint ranges. */
const RATE_GROUPS: readonly { title: string; inputs: readonly RateInput[] }[] = [
  {
    title: 'Transaction Fees',
    inputs: [
      { field: 'currentDebitFee', label: 'Debit card rate', suffix: '%', step: 0.001, hint: 'Typically 0.25% to 0.60% (up to 1.25%)' },
      { field: 'currentCreditFee', label: 'Credit card rate', suffix: '%', step: 0.001, hint: 'Typically 0.75% to 2.50%' },
      { field: 'currentCorporateCreditFee', label: 'Corporate card rate', suffix: '%', step: 0.001, hint: 'Typically 1.50% or 1.80% to 3.00%' },
      { field: 'currentCnpFee', label: 'Card-not-present surcharge', suffix: '%', step: 0.001, hint: 'Typically 0.15% to 0.5%' },
      { field: 'currentInternationalFee', label: 'International card rate', suffix: '%', step: 0.001, hint: 'Typically 1% to 3%' },
    ],
  },
  {
    title: 'Per-Transaction Fees',
    inputs: [{ field: 'currentAuthFee', label: 'Authorisation fee (pence)', suffix: 'p', step: 0.1, hint: 'Typically 2p to 8p per transaction' }],
  },
  {
    title: 'Monthly Charges',
    inputs: [
      { field: 'currentMonthlyFees', label: 'Monthly account fees', prefix: '£', step: 0.01 },
      { field: 'currentTerminalRental', label: 'Terminal rental (all terminals)', prefix: '£', step: 0.01 },
      { field: 'currentOtherFees', label: 'Other monthly fees', prefix: '£', step: 0.01 },
    ],
  },
];

interface CurrentCostEntryProps {
  data: BusinessData;
  mode: CostEntryMode;
  dispatch: Dispatch<WizardAction>;
  /** Newer wizard: Quick Total / Detailed Rates tabs with collapsible groups; older: a radio choice and plain groups. */
  isNewer: boolean;
  /** The last statement read: each figure it filled in shows its confidence or its check. */
  review?: StatementReview | null;
}

/** The rate groups: collapsible in the newer wizard, plain groups in the older one. */
function RateGroups({
  data,
  dispatch,
  isNewer,
  review,
}: {
  data: BusinessData;
  dispatch: Dispatch<WizardAction>;
  isNewer: boolean;
  review: StatementReview | null;
}) {
  return (
    <div className="rate-groups">
      {RATE_GROUPS.map((group, index) => (
        <Collapsible key={group.title} title={group.title} isCollapsible={isNewer} isInitiallyOpen={index === 0}>
          <div className="field-grid">
            {group.inputs.map((input) => (
              <NumberField
                key={input.field}
                label={input.label}
                value={data[input.field]}
                onChange={(value) => dispatch({ type: 'update', patch: { [input.field]: value } })}
                min={!isNewer && input.field === 'currentCorporateCreditFee' ? 0.001 : 0}
                step={input.step}
                prefix={input.prefix}
                suffix={input.suffix}
                hint={input.hint}
                help={RATE_HELP[input.field]}
                note={figureNote(review, input.field)}
              />
            ))}
          </div>
        </Collapsible>
      ))}
    </div>
  );
}

function TotalInput({ data, dispatch, review }: { data: BusinessData; dispatch: Dispatch<WizardAction>; review: StatementReview | null }) {
  return (
    <NumberField
      label="Total monthly card processing cost"
      hint="Everything your provider charged last month: fees, rental and charges."
      value={data.currentTotalMonthlyCost}
      onChange={(currentTotalMonthlyCost) => dispatch({ type: 'update', patch: { currentTotalMonthlyCost } })}
      min={0}
      step={0.01}
      prefix="£"
      note={figureNote(review, 'currentTotalMonthlyCost')}
    />
  );
}

const TABS: readonly { mode: CostEntryMode; label: string }[] = [
  { mode: 'total', label: 'Quick Total' },
  { mode: 'rates', label: 'Detailed Rates' },
];

/** What the business pays today: an overall total or individual rates. */
export function CurrentCostEntry({ data, mode, dispatch, isNewer, review = null }: CurrentCostEntryProps) {
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  if (!isNewer) {
    return (
      <fieldset className="cost-entry">
        <legend className="field__label">How would you like to enter your current costs?</legend>
        <div className="choice-group choice-group--list">
          <div className="choice-group__options">
            {[
              { value: 'total' as const, label: 'Total monthly cost' },
              { value: 'rates' as const, label: 'Individual rates' },
            ].map((option) => (
              <label key={option.value} className={`choice ${mode === option.value ? 'choice--checked' : ''}`}>
                <input
                  type="radio"
                  className="choice__input"
                  name={`${id}-mode`}
                  checked={mode === option.value}
                  onChange={() => dispatch({ type: 'setCostEntryMode', mode: option.value })}
                />
                <span className="choice__label">{option.label}</span>
              </label>
            ))}
          </div>
        </div>
        {mode === 'total' ? (
          <TotalInput data={data} dispatch={dispatch} review={review} />
        ) : (
          <RateGroups data={data} dispatch={dispatch} isNewer={false} review={review} />
        )}
      </fieldset>
    );
  }

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    if (!(event.key in keys) && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (index + keys[event.key] + TABS.length) % TABS.length;
    dispatch({ type: 'setCostEntryMode', mode: TABS[next].mode });
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="cost-entry" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cost-entry__title">
        Your current costs
      </h3>
      <div className="tabs" role="tablist" aria-label="How to enter your current costs">
        {TABS.map((tab, index) => (
          <button
            key={tab.mode}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.mode}`}
            aria-selected={mode === tab.mode}
            aria-controls={`${id}-panel`}
            tabIndex={mode === tab.mode ? 0 : -1}
            className={`tabs__tab ${mode === tab.mode ? 'tabs__tab--active' : ''}`}
            onClick={() => dispatch({ type: 'setCostEntryMode', mode: tab.mode })}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${mode}`} className="tabs__panel">
        {mode === 'total' ? (
          <TotalInput data={data} dispatch={dispatch} review={review} />
        ) : (
          <RateGroups data={data} dispatch={dispatch} isNewer review={review} />
        )}
      </div>
    </section>
  );
}
