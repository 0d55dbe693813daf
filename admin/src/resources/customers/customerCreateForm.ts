import type { CreateCustomerBody } from '../../api/types';

/** The fields the server requires of a customer entered by hand. */
export const REQUIRED_CUSTOMER_FIELDS = [
  'source',
  'businessName',
  'businessType',
  'businessSector',
  'paymentStatus',
  'firstName',
  'lastName',
  'email',
  'phone',
  'monthlyTurnover',
] as const;

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** True when a required field is empty: the toast then says 'Missing information'. */
export const isMissingRequired = (values: Record<string, unknown>): boolean => REQUIRED_CUSTOMER_FIELDS.some((field) => isBlank(values[field]));

/** The request body: texts trimmed, and a field left empty left out (the server takes it as not given). */
export const toCreateCustomerBody = (values: Record<string, unknown>): CreateCustomerBody => {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isBlank(value)) continue;
    body[key] = typeof value === 'string' ? value.trim() : value;
  }
  return body as unknown as CreateCustomerBody;
};
