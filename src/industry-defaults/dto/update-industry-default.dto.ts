import { ApiPropertyOptional } from '@nestjs/swagger';
import { FilledTextField, FlagField, NumberField } from '../../common/validators/field-decorators';
import { Nullable, TextMatching, TrimToNull } from '../../common/validators/field-rules';
import { AVERAGE_TRANSACTION, MONTHLY_TURNOVER, SPLIT_PERCENT } from '../../domain/catalogue-rules/industry-default-bounds';

/** The rules of an industry default's fields, each written once: the validation and the API document read them. */
export const INDUSTRY_DEFAULT_FIELD_RULES = {
  sectorLabel: { maxLength: 120 },
  monthlyTurnover: MONTHLY_TURNOVER,
  averageTransaction: AVERAGE_TRANSACTION,
  split: SPLIT_PERCENT,
  researchSource: { maxLength: 500 },
  notes: { maxLength: 5000 },
  reason: { maxLength: 500 },
} as const;

const RULES = INDUSTRY_DEFAULT_FIELD_RULES;
const split = (example: number): PropertyDecorator =>
  NumberField(RULES.split, { example, description: `Percent, ${RULES.split.min} to ${RULES.split.max}` }, ' (percent)', 'notNull');

/**
 * PUT and PATCH (react-admin sends PATCH) /api/crm/industry-defaults/{id}:
 * every field optional; the sector key itself is not editable. Each violation is a 400 naming the field.
 */
export class UpdateIndustryDefaultDto {
  @FilledTextField(RULES.sectorLabel, 'notNull', { example: 'Food & Beverage' }) sectorLabel?: string;

  @NumberField(RULES.monthlyTurnover, { example: 18000, description: 'Positive, £ a month' }, ' (pounds)', 'notNull')
  monthlyTurnoverDefault?: number;

  @NumberField(RULES.averageTransaction, { example: 22.5, description: 'Positive, £' }, ' (pounds)', 'notNull')
  averageTransactionDefault?: number;

  @split(35) creditDebitSplitDefault?: number;
  @split(85) personalCorporateSplitDefault?: number;
  @split(95) ukInternationalSplitDefault?: number;
  @split(90) f2fCnpSplitDefault?: number;

  @FilledTextField(RULES.researchSource, 'optional') researchSource?: string | null;
  @FilledTextField(RULES.notes, 'optional') notes?: string | null;
  @FlagField('notNull') isActive?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-01-15', description: 'YYYY-MM-DD' })
  @Nullable()
  @TrimToNull()
  @TextMatching(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date like 2026-01-15, or null')
  researchDate?: string | null;

  @FilledTextField(RULES.reason, 'optional', { description: 'Why: kept with the audit entry' }) reason?: string | null;
}

export const INDUSTRY_DEFAULT_EDITABLE_FIELDS = [
  'sectorLabel',
  'monthlyTurnoverDefault',
  'averageTransactionDefault',
  'creditDebitSplitDefault',
  'personalCorporateSplitDefault',
  'ukInternationalSplitDefault',
  'f2fCnpSplitDefault',
  'researchSource',
  'notes',
  'isActive',
  'researchDate',
] as const satisfies ReadonlyArray<keyof UpdateIndustryDefaultDto>;
