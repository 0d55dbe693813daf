/**
 * The industry defaults edit form: split percentages 0 to 100, turnover and
 * average transaction positive (the server's bounds, through @domain/catalogue-rules). Only changed fields
 * are sent; the server names any field it refuses.
 */
import { AVERAGE_TRANSACTION, MONTHLY_TURNOVER, SPLIT_PERCENT, type NumberBounds } from '@domain/catalogue-rules';
import type { FieldKind } from '../provider-management/catalogueView';
import { INDUSTRY_DEFAULTS } from '../provider-management/providerTexts';

export interface DefaultField {
  name: keyof typeof INDUSTRY_DEFAULTS.fields;
  kind: FieldKind;
  bounds?: NumberBounds & { step: number };
  isMultiline?: boolean;
  isDate?: boolean;
}

const split = (name: DefaultField['name']): DefaultField => ({ name, kind: 'number', bounds: { ...SPLIT_PERCENT, step: 1 } });

export const INDUSTRY_DEFAULT_FIELDS: DefaultField[] = [
  { name: 'sectorLabel', kind: 'text' },
  { name: 'monthlyTurnoverDefault', kind: 'number', bounds: { ...MONTHLY_TURNOVER, step: 0.01 } },
  { name: 'averageTransactionDefault', kind: 'number', bounds: { ...AVERAGE_TRANSACTION, step: 0.01 } },
  split('creditDebitSplitDefault'),
  split('personalCorporateSplitDefault'),
  split('ukInternationalSplitDefault'),
  split('f2fCnpSplitDefault'),
  { name: 'researchSource', kind: 'text' },
  { name: 'researchDate', kind: 'text', isDate: true },
  { name: 'notes', kind: 'text', isMultiline: true },
  { name: 'isActive', kind: 'flag' },
];

export const INDUSTRY_DEFAULT_KINDS: Record<string, FieldKind> = Object.fromEntries(INDUSTRY_DEFAULT_FIELDS.map((field) => [field.name, field.kind]));

/** A number typed into a bounded input that is outside its bounds: said at once (the server says the same). */
export function outOfBounds(value: number, bounds: NumberBounds): boolean {
  return value < bounds.min || value > bounds.max;
}
