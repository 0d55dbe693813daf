import { useId, type ReactNode } from 'react';
import type { Option } from '@domain/vocabulary/wizard-options';
import { HelpTooltip } from './HelpTooltip';

interface BaseFieldProps {
  label: string;
  hint?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
}

function FieldLabel({ htmlFor, label, isRequired, help }: { htmlFor: string; label: string; isRequired?: boolean; help?: string }) {
  const text = (
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
  // The help button sits beside the label, outside it, so the field's name stays the label's text.
  return help ? (
    <div className="field__label-row">
      {text}
      <HelpTooltip term={label} text={help} />
    </div>
  ) : (
    text
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
  /** A help tooltip beside the label explaining the term (the hint stays under the field). */
  help?: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  /** Shown before the input: '£'; after: '%', 'p'. */
  prefix?: string;
  suffix?: string;
  placeholder?: string;
  /** A line under the field about where its value came from (a statement's confidence, or a check). */
  note?: { text: string; isWarning: boolean };
}

/** A number input kept as the text typed (non-digits are stripped and the number parsed before sending). */
export function NumberField({
  label,
  hint,
  help,
  isRequired,
  isInvalid,
  value,
  onChange,
  min,
  max,
  step,
  prefix,
  suffix,
  placeholder,
  note,
}: NumberFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, note && `${id}-note`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} isRequired={isRequired} help={help} />
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
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {suffix && (
          <span className="field__suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <Hint id={`${id}-hint`} hint={hint} />
      {note && (
        <p id={`${id}-note`} className={`field__note ${note.isWarning ? 'field__note--warning' : ''}`} data-testid="field-note">
          {note.text}
        </p>
      )}
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
  const isListed =
    value === '' || options.some((option) => option.value === value) || groups?.some((group) => group.options.some((option) => option.value === value));
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
  /** Cards (business type, methods) or a plain list (payment status). */
  layout?: 'cards' | 'list';
  isRequired?: boolean;
  hint?: string;
  children?: ReactNode;
}

/** The fieldset, legend (with the required marker) and hint around a group of choices. */
function ChoiceFieldset({ id, legend, layout = 'cards', isRequired, hint, children }: ChoiceGroupProps & { id: string }) {
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
      <div className="choice-group__options">{children}</div>
    </fieldset>
  );
}

interface ChoiceOptionProps {
  groupId: string;
  option: Option;
  type: 'radio' | 'checkbox';
  name?: string;
  isChecked: boolean;
  isRequired?: boolean;
  onChange: () => void;
}

/** One native radio or checkbox, named by its label and described by its hint. */
function ChoiceOption({ groupId, option, type, name, isChecked, isRequired, onChange }: ChoiceOptionProps) {
  const id = `${groupId}-${option.value}`;
  return (
    <label className={`choice ${isChecked ? 'choice--checked' : ''}`}>
      <input
        type={type}
        className="choice__input"
        name={name}
        value={option.value}
        checked={isChecked}
        required={isRequired}
        aria-labelledby={id}
        aria-describedby={option.hint ? `${id}-hint` : undefined}
        onChange={onChange}
      />
      <ChoiceText id={id} option={option} />
    </label>
  );
}

interface RadioGroupProps extends Omit<ChoiceGroupProps, 'children'> {
  options: readonly Option[];
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/** Native radios (arrow keys move between them), styled as cards or a list. */
export function RadioGroup({ options, name, value, onChange, ...group }: RadioGroupProps) {
  const id = useId();
  return (
    <ChoiceFieldset id={id} {...group}>
      {options.map((option) => (
        <ChoiceOption
          key={option.value}
          groupId={id}
          option={option}
          type="radio"
          name={name}
          isChecked={value === option.value}
          isRequired={group.isRequired}
          onChange={() => onChange(option.value)}
        />
      ))}
    </ChoiceFieldset>
  );
}

interface CheckboxGroupProps extends Omit<ChoiceGroupProps, 'children'> {
  options: readonly Option[];
  values: readonly string[];
  onToggle: (value: string) => void;
}

export function CheckboxGroup({ options, values, onToggle, ...group }: CheckboxGroupProps) {
  const id = useId();
  return (
    <ChoiceFieldset id={id} {...group}>
      {options.map((option) => (
        <ChoiceOption
          key={option.value}
          groupId={id}
          option={option}
          type="checkbox"
          isChecked={values.includes(option.value)}
          onChange={() => onToggle(option.value)}
        />
      ))}
    </ChoiceFieldset>
  );
}
