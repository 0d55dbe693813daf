import type { Dispatch } from 'react';
import { DEFAULT_FACE_TO_FACE_PERCENT, DEFAULT_PERSONAL_PERCENT, DEFAULT_UK_PERCENT, roundHalfAwayFromZero } from '@domain/pricing';
import { Collapsible } from '../../../components/Collapsible';
import { RangeField } from '../../../components/RangeField';
import { creditShareOf, splitOf, SPLIT_SLIDER, type BusinessData, type SplitField } from '../../businessData';
import { SPLIT_HELP } from '../../helpTexts';
import type { WizardAction } from '../../state';

function pct(value: number): string {
  return `${roundHalfAwayFromZero(value, 2)}%`;
}

interface SplitDefinition {
  key: 'credit' | SplitField;
  panel: string;
  label: string;
  first: string;
  second: string;
}

const SPLITS: readonly SplitDefinition[] = [
  { key: 'credit', panel: 'Credit / Debit Split', label: 'Credit card share', first: 'credit', second: 'debit' },
  { key: 'personalCorporateSplit', panel: 'Personal / Corporate Split', label: 'Personal card share', first: 'personal', second: 'corporate' },
  { key: 'ukInternationalSplit', panel: 'UK / International Split', label: 'UK card share', first: 'UK', second: 'international' },
  { key: 'f2fCnpSplit', panel: 'Face-to-Face / Card-Not-Present Split', label: 'Face-to-face share', first: 'face-to-face', second: 'card-not-present' },
];

const SPLIT_FALLBACKS: Record<SplitField, number> = {
  personalCorporateSplit: DEFAULT_PERSONAL_PERCENT,
  ukInternationalSplit: DEFAULT_UK_PERCENT,
  f2fCnpSplit: DEFAULT_FACE_TO_FACE_PERCENT,
};

interface SplitSlidersProps {
  data: BusinessData;
  dispatch: Dispatch<WizardAction>;
  /** Each split in its own accordion panel (newer wizard, new customers). */
  hasPanels: boolean;
  /** The credit share shown when none is stored. */
  creditFallback: number;
}

/**
 * The four split sliders (0-100, step 5). Moving the credit/debit slider recalculates and saves
 * the card volumes as shares of turnover (auto-link).
 */
export function SplitSliders({ data, dispatch, hasPanels, creditFallback }: SplitSlidersProps) {
  return (
    <div className="split-sliders">
      {SPLITS.map((split) => {
        const value = split.key === 'credit' ? creditShareOf(data, creditFallback) : splitOf(data, split.key, SPLIT_FALLBACKS[split.key]);
        const valueText = `${pct(value)} ${split.first}, ${pct(100 - value)} ${split.second}`;
        const slider = (
          <RangeField
            label={split.label}
            value={value}
            {...SPLIT_SLIDER}
            valueText={valueText}
            minLabel={`All ${split.second}`}
            maxLabel={`All ${split.first}`}
            help={split.key === 'credit' ? undefined : SPLIT_HELP[split.key]}
            onChange={(percent) => dispatch(split.key === 'credit' ? { type: 'setCreditShare', percent } : { type: 'setSplit', field: split.key, percent })}
          />
        );
        return hasPanels ? (
          <Collapsible key={split.key} title={split.panel} summary={valueText} isCollapsible>
            {slider}
          </Collapsible>
        ) : (
          <div key={split.key}>{slider}</div>
        );
      })}
    </div>
  );
}
