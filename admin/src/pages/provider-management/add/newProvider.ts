/**
 * The Add New Provider wizard's pure part:
 * its step 1 fields (the edit form's, with the wizard's own support location and delivery lists),
 * when Next is allowed, the live score (the server's rule over the 17 fields) and the request body.
 */
import { missingSummaryTerms, providerQualityScore, summaryTermsScore } from '@domain/catalogue-rules';
import { DELIVERY_OPTIONS_WIZARD, SUPPORT_LOCATIONS_WIZARD, textOptions } from '@domain/vocabulary';
import type { NewProviderBody, NewTerminalBody } from '../../../api/catalogueTypes';
import { rentalRangeFields, toBody, type FieldKind, type FormValues } from '../catalogueView';
import { PROVIDER_SECTIONS, TERMINAL_FIELDS, type FieldDefinition } from '../providerForm';

const WIZARD_OPTIONS: Record<string, FieldDefinition['options']> = {
  supportLocation: textOptions(SUPPORT_LOCATIONS_WIZARD),
  deliveryDays: textOptions(DELIVERY_OPTIONS_WIZARD),
};

/** Step 1's sections: the edit form's, without the integration lists (edited later), with the wizard's lists. */
export const NEW_PROVIDER_SECTIONS = PROVIDER_SECTIONS.filter((section) => section.key !== 'integrations').map((section) => ({
  ...section,
  fields: section.fields.map((field) => (WIZARD_OPTIONS[field.name] ? { ...field, options: WIZARD_OPTIONS[field.name] } : field)),
}));

export const NEW_PROVIDER_KINDS: Record<string, FieldKind> = Object.fromEntries(
  NEW_PROVIDER_SECTIONS.flatMap((section) => section.fields.map((field) => [field.name, field.kind])),
);

/** A new terminal's fields: the edit form's, without the status. */
export const NEW_TERMINAL_FIELDS = TERMINAL_FIELDS;
export const NEW_TERMINAL_KINDS: Record<string, FieldKind> = Object.fromEntries(NEW_TERMINAL_FIELDS.map((field) => [field.name, field.kind]));

export const emptyProvider = (): FormValues => ({
  ...Object.fromEntries(Object.entries(NEW_PROVIDER_KINDS).map(([name, kind]) => [name, kind === 'list' ? [] : kind === 'flag' ? false : ''])),
  rentalRange: '',
});

export const emptyTerminal = (): FormValues => ({
  ...Object.fromEntries(Object.entries(NEW_TERMINAL_KINDS).map(([name, kind]) => [name, kind === 'list' ? [] : kind === 'flag' ? false : ''])),
  type: 'countertop',
});

const text = (values: FormValues, name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');

/** Next on step 1 needs a name and a support location. */
export const canLeaveStepOne = (values: FormValues): boolean => text(values, 'name') !== '' && text(values, 'supportLocation') !== '';

export interface ProviderDraft {
  body: Partial<NewProviderBody>;
  /** Fields typed wrongly (a number that is none, a rental range that is not 'min-max'). */
  errors: Record<string, string>;
}

/** The provider part of the request, from step 1's values. */
export function providerDraft(values: FormValues, rangeMessage: string): ProviderDraft {
  const { body, errors } = toBody(values, NEW_PROVIDER_KINDS);
  const range = rentalRangeFields(text(values, 'rentalRange'));
  if (range) Object.assign(body, range);
  else errors.rentalRange = rangeMessage;
  // Empty fields are left out: the server stores them as missing.
  const kept = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
  return { body: kept as Partial<NewProviderBody>, errors };
}

/** The live quality score of step 1: the server's rule over what is filled in. */
export const draftScore = (values: FormValues): number => providerQualityScore(providerDraft(values, '').body);

/** The live summary-box terms' score of step 1 and the terms not stated (not a live gate). */
export const draftSummaryTerms = (values: FormValues): { score: number; missing: string[] } => {
  const { body } = providerDraft(values, '');
  return { score: summaryTermsScore(body), missing: missingSummaryTerms(body) };
};

/** A new terminal's part of the request; empty fields left out. */
export function terminalDraft(values: FormValues): { body: Partial<NewTerminalBody>; errors: Record<string, string> } {
  const { body, errors } = toBody(values, NEW_TERMINAL_KINDS);
  const kept = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== false));
  return { body: kept as Partial<NewTerminalBody>, errors };
}
