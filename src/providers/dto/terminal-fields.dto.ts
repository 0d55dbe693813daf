import { ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { TERMINAL_TYPES } from '../../domain/pricing/types';
import { TERMINAL_IMAGE_URL } from '../../uploads/image-names';
import { MONEY_POUNDS, MONTHLY_VOLUME_POUNDS } from '../../domain/catalogue-rules/bounds';
import { FilledText, Flag, NotNull, Nullable, NumberWithin, TextList, TextMatching, TextOneOf, TrimText, TrimToNull } from '../../common/validators/field-rules';

const LIST: ApiPropertyOptions = { type: [String], nullable: true, maxItems: 30, description: 'Up to 30 different texts of 1 to 80 characters' };

/**
 * The terminal fields staff edit, every one optional; null clears a field.
 * Its 8 required fields (name, type, monthly rental, set-up fee, features, connectivity, special
 * features, suitable for) make its own data-quality score. name, type and the two flags cannot
 * be null.
 */
export class TerminalFieldsDto {
  @ApiPropertyOptional({ example: 'PAX A920 Pro', maxLength: 120 })
  @NotNull()
  @TrimText()
  @FilledText(120)
  name?: string;

  @ApiPropertyOptional({ enum: TERMINAL_TYPES, description: 'Stored as these values; the back-office labels are Desktop (countertop), Portable, Mobile, Smart, EPOS, MID-only (gateway)' })
  @NotNull()
  @TextOneOf(TERMINAL_TYPES)
  type?: (typeof TERMINAL_TYPES)[number];

  @ApiPropertyOptional({ type: String, nullable: true, example: '/uploads/terminal-images/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp', description: 'An uploaded terminal image of the gallery, or null; uploading sets it too' })
  @Nullable()
  @TextMatching(TERMINAL_IMAGE_URL, 'the address of an uploaded terminal image (/uploads/terminal-images/…), or null')
  imageUrl?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MONEY_POUNDS.max, example: 24.95, description: 'Pounds and pence a month' })
  @Nullable()
  @NumberWithin(MONEY_POUNDS, ' (pounds)')
  monthlyRental?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MONEY_POUNDS.max, example: 49, description: 'Pounds and pence, one-off' })
  @Nullable()
  @NumberWithin(MONEY_POUNDS, ' (pounds)')
  setupFee?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 }) @Nullable() @TrimToNull() @FilledText(500) description?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 }) @Nullable() @TrimToNull() @FilledText(5000) detailedDescription?: string | null;
  @ApiPropertyOptional(LIST) @Nullable() @TextList(30, 80) connectivity?: string[] | null;
  @ApiPropertyOptional(LIST) @Nullable() @TextList(30, 80) features?: string[] | null;
  @ApiPropertyOptional(LIST) @Nullable() @TextList(30, 80) specialFeatures?: string[] | null;
  @ApiPropertyOptional(LIST) @Nullable() @TextList(30, 80) suitableFor?: string[] | null;
  @ApiPropertyOptional() @NotNull() @Flag() isRecommended?: boolean;
  @ApiPropertyOptional() @NotNull() @Flag() hasHigherTransactionFees?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MONTHLY_VOLUME_POUNDS.max, description: 'Pounds of card sales a month above which the terminal is not recommended' })
  @Nullable()
  @NumberWithin(MONTHLY_VOLUME_POUNDS, ' (pounds)')
  maxRecommendedMonthlyVolume?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Standard rates', maxLength: 60 }) @Nullable() @TrimToNull() @FilledText(60) transactionFeeStructure?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 }) @Nullable() @TrimToNull() @FilledText(500) lowVolumeWarning?: string | null;
}

/** The fields of TerminalFieldsDto, in the order the audit lists them (status and score follow). */
export const TERMINAL_EDITABLE_FIELDS = [
  'name',
  'type',
  'imageUrl',
  'monthlyRental',
  'setupFee',
  'description',
  'detailedDescription',
  'connectivity',
  'features',
  'specialFeatures',
  'suitableFor',
  'isRecommended',
  'hasHigherTransactionFees',
  'maxRecommendedMonthlyVolume',
  'transactionFeeStructure',
  'lowVolumeWarning',
] as const satisfies ReadonlyArray<keyof TerminalFieldsDto>;
