import { DEFAULT_AVERAGE_TRANSACTION } from '@domain/pricing';
import { formatGBP } from '../../../format';
import { Collapsible } from '../../../components/Collapsible';
import { NumberField } from '../../../components/fields';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { DEFAULT_CREDIT_SHARE } from '../../businessData';
import { parseFloatInput } from '../../payload';
import type { WizardController } from '../../useWizardController';
import { SaveProgress } from './SaveProgress';
import { SplitSliders } from './SplitSliders';
import { TurnoverSlider } from './TurnoverInput';

/** New customers: turnover slider, average value, split sliders (accordion panels in the newer wizard). */
export function NewCustomerInputs({ controller }: { controller: WizardController }) {
  const { state, dispatch, features, applyIndustryTypical, saveProgress } = controller;
  const data = state.businessData;
  const isMobile = useIsMobile();
  const turnover = parseFloatInput(data.monthlyTurnover);
  const average = parseFloatInput(data.averageTransaction);
  return (
    <div className="new-customer">
      <div className="step-actions">
        <button type="button" className="button button--secondary" onClick={() => void applyIndustryTypical()}>
          Use Industry Typical
        </button>
        {isMobile && <SaveProgress onSave={saveProgress} />}
      </div>
      <Collapsible
        title="Monthly Turnover"
        summary={turnover === undefined ? undefined : formatGBP(turnover, { wholePounds: true })}
        isCollapsible={features.hasAccordions}
        isInitiallyOpen
      >
        <TurnoverSlider value={data.monthlyTurnover} dispatch={dispatch} />
      </Collapsible>
      <Collapsible
        title="Average Transaction"
        summary={average === undefined ? `${formatGBP(DEFAULT_AVERAGE_TRANSACTION)} (typical)` : formatGBP(average)}
        isCollapsible={features.hasAccordions}
        isInitiallyOpen
      >
        <NumberField
          label="Average transaction value"
          hint="Leave blank to use a typical £25."
          value={data.averageTransaction}
          onChange={(averageTransaction) => dispatch({ type: 'update', patch: { averageTransaction } })}
          min={0}
          step={0.01}
          prefix="£"
          placeholder="25.00"
        />
      </Collapsible>
      {features.hasAccordions ? (
        <SplitSliders data={data} dispatch={dispatch} hasPanels creditFallback={DEFAULT_CREDIT_SHARE} />
      ) : (
        <Collapsible title="Card Mix" isCollapsible={false}>
          <SplitSliders data={data} dispatch={dispatch} hasPanels={false} creditFallback={DEFAULT_CREDIT_SHARE} />
        </Collapsible>
      )}
    </div>
  );
}
