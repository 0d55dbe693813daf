import type { Dispatch } from 'react';
import { RangeField } from '../../../components/RangeField';
import { SelectField } from '../../../components/fields';
import { formatGBP } from '../../../format';
import { TURNOVER_BAND_OPTIONS } from '../../options';
import { parseFloatInput } from '../../payload';
import type { TurnoverInputMode, WizardAction } from '../../state';

/**
 * §5: turnover 500 to 100000. The slider steps by 500 rather than the spec's 1000: on a native
 * range input the valid values are min + n x step, and 500 + n x 1000 would make neither the
 * 10000 default nor the 100000 maximum selectable.
 */
export const TURNOVER_SLIDER = { min: 500, max: 100000, step: 500 } as const;

function sliderValue(text: string): number {
  const value = parseFloatInput(text) ?? 10000;
  return Math.min(Math.max(value, TURNOVER_SLIDER.min), TURNOVER_SLIDER.max);
}

export function TurnoverSlider({ value, dispatch }: { value: string; dispatch: Dispatch<WizardAction> }) {
  const current = sliderValue(value);
  return (
    <RangeField
      label="Monthly turnover"
      value={current}
      {...TURNOVER_SLIDER}
      valueText={formatGBP(current, { wholePounds: true })}
      minLabel={formatGBP(TURNOVER_SLIDER.min, { wholePounds: true })}
      maxLabel={formatGBP(TURNOVER_SLIDER.max, { wholePounds: true })}
      onChange={(next) => dispatch({ type: 'update', patch: { monthlyTurnover: String(next) } })}
    />
  );
}

interface TurnoverInputProps {
  value: string;
  mode: TurnoverInputMode;
  /** The newer wizard offers the slider as well as the preset ranges. */
  canToggle: boolean;
  dispatch: Dispatch<WizardAction>;
}

/** Existing customers' turnover: a preset range dropdown, or (newer wizard) a slider. */
export function TurnoverInput({ value, mode, canToggle, dispatch }: TurnoverInputProps) {
  const isSlider = canToggle && mode === 'slider';
  const listed = TURNOVER_BAND_OPTIONS.some((option) => option.value === value);
  const options = listed || value === '' ? TURNOVER_BAND_OPTIONS : [{ value, label: `${formatGBP(parseFloatInput(value) ?? 0, { wholePounds: true })} (entered)` }, ...TURNOVER_BAND_OPTIONS];
  return (
    <div className="turnover-input">
      {isSlider ? (
        <TurnoverSlider value={value} dispatch={dispatch} />
      ) : (
        <SelectField
          label="Monthly turnover"
          value={value}
          options={options}
          placeholder="Select your monthly turnover"
          onChange={(monthlyTurnover) => dispatch({ type: 'update', patch: { monthlyTurnover } })}
          isRequired
        />
      )}
      {canToggle && (
        <button
          type="button"
          className="link-button"
          onClick={() => dispatch({ type: 'setTurnoverInputMode', mode: isSlider ? 'range' : 'slider' })}
        >
          {isSlider ? 'Choose a range instead' : 'Use a slider instead'}
        </button>
      )}
    </div>
  );
}
