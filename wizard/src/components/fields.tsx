import { useId, type ReactNode } from 'react';
import type { Option } from '../wizard/options';

interface BaseFieldProps {
  label: string;
  hint?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
}

function FieldLabel({ htmlFor, label, isRequired }: { htmlFor: string; label: string; isRequired?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="field__label">
      {label}
      {isRequired && (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={id} className="field__hint">
      {hint}
    </p>
  ) : null;
}

interface TextFieldProps extends BaseFieldProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  isMultiline?: boolean;
}

export function TextField({ label, hint, isRequired, isInvalid, value, onChange, type = 'text', autoComplete, placeholder, isMultiline }: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    className: 'field__input',
    value,
    placeholder,
    required: isRequired,
    'aria-required': isRequired || undefined,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': hint ? `${id}-hint` : undefined,
  };
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} isRequired={isRequired} />
      {isMultiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      <Hint id={`${id}-hint`} hint={hint} />
    </div>
  );
}

interface NumberFieldProps extends BaseFieldProps {
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  /** Shown before the input: '£'; after: '%', 'p'. */
  prefix?: string;
  suffix?: string;
  placeholder?: string;
}

/** A number input kept as the text typed (the §5 coercions happen before sending). */
export function NumberField({ label, hint, isRequired, isInvalid, value, onChange, min, max, step, prefix, suffix, placeholder }: NumberFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} isRequired={isRequired} />
      <div className="field__affix">
        {prefix && (
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          className="field__input"
          type="number"
          inputMode="decimal"
          value={value}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          required={isRequired}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {suffix && (
          <span className="field__suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <Hint id={`${id}-hint`} hint={hint} />
    </div>
  );
}

interface SelectFieldProps extends BaseFieldProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
  /** Extra <optgroup>s after the plain options. */
  groups?: readonly { label: string; options: readonly Option[] }[];
}

export function SelectField({ label, hint, isRequired, isInvalid, value, onChange, options, placeholder, groups }: SelectFieldProps) {
  const id = useId();
  const isListed = value === '' || options.some((option) => option.value === value) || groups?.some((group) => group.options.some((option) => option.value === value));
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} isRequired={isRequired} />
      <select
        id={id}
        className="field__input field__select"
        value={value}
        required={isRequired}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {!isListed && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <Hint id={`${id}-hint`} hint={hint} />
    </div>
  );
}

/** The option's label (the input's accessible name) and its hint (its description). */
function ChoiceText({ id, option }: { id: string; option: Option }) {
  return (
    <span className="choice__text">
      <span id={id} className="choice__label">
        {option.label}
      </span>
      {option.hint && (
        <span id={`${id}-hint`} className="choice__hint">
          {option.hint}
        </span>
      )}
    </span>
  );
}

interface ChoiceGroupProps {
  legend: string;
  options: readonly Option[];
  /** Cards (business type, methods) or a plain list (payment status). */
  layout?: 'cards' | 'list';
  isRequired?: boolean;
  hint?: string;
  children?: ReactNode;
}

interface RadioGroupProps extends ChoiceGroupProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/** Native radios (arrow keys move between them), styled as cards or a list. */
export function RadioGroup({ legend, options, layout = 'cards', isRequired, hint, name, value, onChange }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className={`choice-group choice-group--${layout}`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="field__label">
        {legend}
        {isRequired && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <Hint id={`${id}-hint`} hint={hint} />
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className={`choice ${value === option.value ? 'choice--checked' : ''}`}>
            <input
              type="radio"
              className="choice__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={isRequired}
              aria-labelledby={`${id}-${option.value}`}
              aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
              onChange={() => onChange(option.value)}
            />
            <ChoiceText id={`${id}-${option.value}`} option={option} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface CheckboxGroupProps extends ChoiceGroupProps {
  values: readonly string[];
  onToggle: (value: string) => void;
}

export function CheckboxGroup({ legend, options, layout = 'cards', isRequired, hint, values, onToggle }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset className={`choice-group choice-group--${layout}`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="field__label">
        {legend}
        {isRequired && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <Hint id={`${id}-hint`} hint={hint} />
      <div className="choice-group__options">
        {options.map((option) => {
          const isChecked = values.includes(option.value);
          return (
            <label key={option.value} className={`choice ${isChecked ? 'choice--checked' : ''}`}>
              <input
                type="checkbox"
                className="choice__input"
                value={option.value}
                checked={isChecked}
                aria-labelledby={`${id}-${option.value}`}
                aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
                onChange={() => onToggle(option.value)}
              />
              <ChoiceText id={`${id}-${option.value}`} option={option} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
