import type { Dispatch } from 'react';
import { DEFAULT_UI_TURNOVER } from '@domain/pricing';
import { RangeField } from '../../../components/RangeField';
import { SelectField } from '../../../components/fields';
import { formatGBP } from '../../../format';
import { TURNOVER_BAND_OPTIONS } from '@domain/vocabulary/wizard-options';
import { parseFloatInput } from '../../payload';
import type { TurnoverInputMode, WizardAction } from '../../state';
import { LAST_TURNOVER_POSITION, positionOfTurnover, TURNOVER_SLIDER, turnoverAtPosition } from '../../turnoverSlider';

export function TurnoverSlider({ value, dispatch }: { value: string; dispatch: Dispatch<WizardAction> }) {
  const parsed = parseFloatInput(value) ?? DEFAULT_UI_TURNOVER;
  const current = Math.min(Math.max(parsed, TURNOVER_SLIDER.min), TURNOVER_SLIDER.max);
  return (
    <RangeField
      label="Monthly turnover"
      value={positionOfTurnover(current)}
      min={0}
      max={LAST_TURNOVER_POSITION}
      step={1}
      valueText={formatGBP(current, { wholePounds: true })}
      minLabel={formatGBP(TURNOVER_SLIDER.min, { wholePounds: true })}
      maxLabel={formatGBP(TURNOVER_SLIDER.max, { wholePounds: true })}
      onChange={(position) => dispatch({ type: 'update', patch: { monthlyTurnover: String(turnoverAtPosition(position)) } })}
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
  const options =
    listed || value === ''
      ? TURNOVER_BAND_OPTIONS
      : [{ value, label: `${formatGBP(parseFloatInput(value) ?? 0, { wholePounds: true })} (entered)` }, ...TURNOVER_BAND_OPTIONS];
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
        <button type="button" className="link-button" onClick={() => dispatch({ type: 'setTurnoverInputMode', mode: isSlider ? 'range' : 'slider' })}>
          {isSlider ? 'Choose a range instead' : 'Use a slider instead'}
        </button>
      )}
    </div>
  );
}
