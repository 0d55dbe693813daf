import { ApiPropertyOptional } from '@nestjs/swagger';
import { FilledText, Flag, NotNull, Nullable, NumberWithin, TextMatching, TrimText, TrimToNull } from '../../common/validators/field-rules';
import { AVERAGE_TRANSACTION, MONTHLY_TURNOVER, SPLIT_PERCENT } from '../../domain/catalogue-rules/industry-default-bounds';

const split = (example: number) => ({ type: Number, minimum: 0, maximum: 100, example, description: 'Percent, 0 to 100' });

/**
 * PUT and PATCH (react-admin sends PATCH) /api/crm/industry-defaults/{id}:
 * every field optional; the sector key itself is not editable. Each violation is a 400 naming the field.
 */
export class UpdateIndustryDefaultDto {
  @ApiPropertyOptional({ example: 'Food & Beverage', maxLength: 120 }) @NotNull() @TrimText() @FilledText(120) sectorLabel?: string;

  @ApiPropertyOptional({ type: Number, minimum: 0.01, maximum: MONTHLY_TURNOVER.max, example: 18000, description: 'Positive, £ a month' })
  @NotNull()
  @NumberWithin(MONTHLY_TURNOVER, ' (pounds)')
  monthlyTurnoverDefault?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0.01, maximum: AVERAGE_TRANSACTION.max, example: 22.5, description: 'Positive, £' })
  @NotNull()
  @NumberWithin(AVERAGE_TRANSACTION, ' (pounds)')
  averageTransactionDefault?: number;

  @ApiPropertyOptional(split(35)) @NotNull() @NumberWithin(SPLIT_PERCENT, ' (percent)') creditDebitSplitDefault?: number;
  @ApiPropertyOptional(split(85)) @NotNull() @NumberWithin(SPLIT_PERCENT, ' (percent)') personalCorporateSplitDefault?: number;
  @ApiPropertyOptional(split(95)) @NotNull() @NumberWithin(SPLIT_PERCENT, ' (percent)') ukInternationalSplitDefault?: number;
  @ApiPropertyOptional(split(90)) @NotNull() @NumberWithin(SPLIT_PERCENT, ' (percent)') f2fCnpSplitDefault?: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 }) @Nullable() @TrimToNull() @FilledText(500) researchSource?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 }) @Nullable() @TrimToNull() @FilledText(5000) notes?: string | null;
  @ApiPropertyOptional() @NotNull() @Flag() isActive?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-01-15', description: 'YYYY-MM-DD' })
  @Nullable()
  @TrimToNull()
  @TextMatching(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date like 2026-01-15, or null')
  researchDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'Why: kept with the audit entry' })
  @Nullable()
  @TrimToNull()
  @FilledText(500)
  reason?: string | null;
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
