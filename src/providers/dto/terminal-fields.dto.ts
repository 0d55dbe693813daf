import { ApiPropertyOptional } from '@nestjs/swagger';
import { TERMINAL_TYPES } from '../../domain/pricing/types';
import { TERMINAL_IMAGE_URL } from '../../uploads/image-names';
import { MONEY_POUNDS, MONTHLY_VOLUME_POUNDS } from '../../domain/catalogue-rules/bounds';
import { NotNull, Nullable, TextMatching, TextOneOf } from '../../common/validators/field-rules';
import { FilledTextField, FlagField, NumberField, TextListField } from '../../common/validators/field-decorators';

/** The rules of a terminal's fields, each written once: the validation and the API document read them. */
export const TERMINAL_FIELD_RULES = {
  name: { maxLength: 120 },
  description: { maxLength: 500 },
  detailedDescription: { maxLength: 5000 },
  transactionFeeStructure: { maxLength: 60 },
  lowVolumeWarning: { maxLength: 500 },
  list: { maxItems: 30, maxLength: 80 },
  money: MONEY_POUNDS,
  monthlyVolume: MONTHLY_VOLUME_POUNDS,
} as const;

const RULES = TERMINAL_FIELD_RULES;
const list = (): PropertyDecorator => TextListField(RULES.list);

/**
 * The terminal fields staff edit, every one optional; null clears a field.
 * Its 8 required fields (name, type, monthly rental, set-up fee, features, connectivity, special
 * features, suitable for) make its own data-quality score. name, type and the two flags cannot
 * be null.
 */
export class TerminalFieldsDto {
  @FilledTextField(RULES.name, 'notNull', { example: 'PAX A920 Pro' })
  name?: string;

  @ApiPropertyOptional({
    enum: TERMINAL_TYPES,
    description: 'Stored as these values; the back-office labels are Desktop (countertop), Portable, Mobile, Smart, EPOS, MID-only (gateway)',
  })
  @NotNull()
  @TextOneOf(TERMINAL_TYPES)
  type?: (typeof TERMINAL_TYPES)[number];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '/uploads/terminal-images/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp',
    description: 'An uploaded terminal image of the gallery, or null; uploading sets it too',
  })
  @Nullable()
  @TextMatching(TERMINAL_IMAGE_URL, 'the address of an uploaded terminal image (/uploads/terminal-images/…), or null')
  imageUrl?: string | null;

  @NumberField(RULES.money, { example: 24.95, description: 'Pounds and pence a month' }, ' (pounds)')
  monthlyRental?: number | null;

  @NumberField(RULES.money, { example: 49, description: 'Pounds and pence, one-off' }, ' (pounds)')
  setupFee?: number | null;

  @FilledTextField(RULES.description, 'optional') description?: string | null;
  @FilledTextField(RULES.detailedDescription, 'optional') detailedDescription?: string | null;
  @list() connectivity?: string[] | null;
  @list() features?: string[] | null;
  @list() specialFeatures?: string[] | null;
  @list() suitableFor?: string[] | null;
  @FlagField('notNull') isRecommended?: boolean;
  @FlagField('notNull') hasHigherTransactionFees?: boolean;

  @NumberField(RULES.monthlyVolume, { description: 'Pounds of card sales a month above which the terminal is not recommended' }, ' (pounds)')
  maxRecommendedMonthlyVolume?: number | null;

  @FilledTextField(RULES.transactionFeeStructure, 'optional', { example: 'Standard rates' }) transactionFeeStructure?: string | null;
  @FilledTextField(RULES.lowVolumeWarning, 'optional') lowVolumeWarning?: string | null;
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
