import { FilledTextField, OneOfField } from '../../common/validators/field-decorators';
import { BUSINESS_SECTOR_VALUES, sectorLabel } from '../../domain/vocabulary/sectors';
import { BUSINESS_TYPE_OPTIONS, labelOf } from '../../domain/vocabulary/wizard-options';
import { PROFILE_FIELD_RULES } from './profile-fields';

/**
 * The rules of the business details staff correct on a customer: the business profile's own
 * (PROFILE_FIELD_RULES), the sector one of the sectors; the validation and the API document read
 * them. The pricing figures are the visitor's answers to the comparison and are not corrected here.
 */
export const BUSINESS_DETAILS_FIELD_RULES = {
  businessName: PROFILE_FIELD_RULES.businessName,
  businessType: PROFILE_FIELD_RULES.businessType,
  businessSector: BUSINESS_SECTOR_VALUES,
  currentProvider: PROFILE_FIELD_RULES.currentProvider,
} as const;

/** The business detail fields a correction may change, in the order the audit lists them. */
export const BUSINESS_DETAIL_KEYS = ['businessName', 'businessType', 'businessSector', 'currentProvider'] as const;

/** How the timeline names each field. */
export const BUSINESS_DETAIL_LABELS: Readonly<Record<(typeof BUSINESS_DETAIL_KEYS)[number], string>> = {
  businessName: 'Business name',
  businessType: 'Business type',
  businessSector: 'Sector',
  currentProvider: 'Current provider',
};

/** How the timeline shows a field's old and new values: a business type and a sector by their labels, as the customer detail does. */
export const BUSINESS_DETAIL_VALUE_LABELS = {
  businessType: (value: string | null | undefined) => labelOf(BUSINESS_TYPE_OPTIONS, value),
  businessSector: sectorLabel,
} as const;

/**
 * PATCH /api/crm/customers/{id}: only the fields sent change. The name, type and sector cannot be
 * cleared (the wizard requires them); an empty current provider clears it.
 */
export class UpdateBusinessDetailsDto {
  @FilledTextField(BUSINESS_DETAILS_FIELD_RULES.businessName, 'notNull', { required: false, example: 'The Corner Café' })
  businessName?: string;

  @OneOfField(BUSINESS_DETAILS_FIELD_RULES.businessType, 'notNull', { required: false })
  businessType?: string;

  @OneOfField(BUSINESS_DETAILS_FIELD_RULES.businessSector, 'notNull', { required: false, example: 'food_beverage' })
  businessSector?: string;

  @FilledTextField(BUSINESS_DETAILS_FIELD_RULES.currentProvider, 'optional', { required: false, example: 'Worldpay' })
  currentProvider?: string | null;
}
