import { useId } from 'react';
import { HelpTooltip } from './HelpTooltip';

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** The value as read aloud and shown beside the label: '£10,000', '70% credit'. */
  valueText: string;
  /** Texts under the ends of the track. */
  minLabel?: string;
  maxLabel?: string;
  hint?: string;
  /** A help tooltip beside the label explaining the term. */
  help?: string;
}

/** A native range input with its label and current value (keyboard: arrows, Page Up/Down, Home/End). */
export function RangeField({ label, value, min, max, step, onChange, valueText, minLabel, maxLabel, hint, help }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="field range-field">
      <div className="range-field__head">
        <span className="field__label-row">
          <label htmlFor={id} className="field__label">
            {label}
          </label>
          {help && <HelpTooltip term={label} text={help} />}
        </span>
        <output htmlFor={id} className="range-field__value">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="range-field__input"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {(minLabel || maxLabel) && (
        <div className="range-field__ends" aria-hidden="true">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
