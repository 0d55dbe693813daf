/**
 * The business sectors a visitor picks in the wizard, as stored on a business
 * profile (businessSector) and as keys of the industry defaults. One list for the server (seeds),
 * the wizard (its sector step) and the back-office (the customer filters, which use the sectors
 * the wizard stores). Labels are what the wizard shows.
 */
export const BUSINESS_SECTORS = [
  { value: 'retail', label: 'Retail' },
  { value: 'food_beverage', label: 'Food & Beverage' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'professional_services', label: 'Professional Services' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'construction_trade', label: 'Construction & Trade' },
  { value: 'beauty_wellness', label: 'Beauty & Wellness' },
  { value: 'education', label: 'Education' },
  { value: 'accommodation', label: 'Accommodation' },
  { value: 'technology', label: 'Technology' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'charity_nonprofit', label: 'Charity & Non-profit' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'transport_logistics', label: 'Transport & Logistics' },
  { value: 'property_estate', label: 'Property & Estate' },
  { value: 'other', label: 'Other' },
] as const;

export type BusinessSector = (typeof BUSINESS_SECTORS)[number]['value'];

export const BUSINESS_SECTOR_VALUES: readonly BusinessSector[] = BUSINESS_SECTORS.map((sector) => sector.value);

/** The label of a stored sector; a value outside the list (older data) is shown as it is. */
export function sectorLabel(value: string | null | undefined): string {
  if (!value) return '';
  return BUSINESS_SECTORS.find((sector) => sector.value === value)?.label ?? value;
}
