import type { FormValues } from '../catalogueView';
import { FormField } from '../components/FormField';
import { TERMINAL_FIELDS } from '../providerForm';
import { EDIT_PROVIDER } from '../providerTexts';
import { FieldGrid } from './FieldGrid';

export interface TerminalFieldsProps {
  values: FormValues;
  /** A message per field name (the form's own check, or the server's refusal). */
  errors?: Record<string, string>;
  onChange: (name: string, value: string | string[] | boolean) => void;
  /** The section's title ('Terminal' unless given). */
  title?: string;
}

/**
 * A terminal's fields with their option lists and bounds: the one form of a terminal, in Add
 * Terminal, Edit Terminal and the new provider's terminals step.
 */
export const TerminalFields = ({ values, errors = {}, onChange, title = EDIT_PROVIDER.sections.terminal }: TerminalFieldsProps) => (
  <FieldGrid title={title}>
    {TERMINAL_FIELDS.map((field) => (
      <FormField key={field.name} field={field} values={values} error={errors[field.name]} onChange={onChange} />
    ))}
  </FieldGrid>
);
