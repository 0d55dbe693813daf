import type { UserFormMode } from './types';

type FormValues = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const hasValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** Spec §5: create needs name, email and password; edit needs name and email; a partner needs a provider. */
export const isMissingRequired = (values: FormValues, mode: UserFormMode): boolean =>
  !text(values.name) ||
  !text(values.email) ||
  (mode === 'create' && !hasValue(values.password)) ||
  (values.role === 'partner' && !hasValue(values.providerId));

/** Validator for the provider field: required only for partners. */
export const providerRequiredForPartner = (value: unknown, values: FormValues) =>
  values.role === 'partner' && !hasValue(value) ? 'ra.validation.required' : undefined;

/**
 * What the API receives: only the fields it accepts. The password is sent only when filled;
 * on edit a non-partner's providerId is cleared (null).
 */
export const toUserPayload = (values: FormValues, mode: UserFormMode): FormValues => {
  const isPartner = values.role === 'partner';
  const payload: FormValues = {
    name: text(values.name),
    email: text(values.email),
    role: values.role,
  };
  if (isPartner) payload.providerId = values.providerId;
  else if (mode === 'edit') payload.providerId = null;
  if (mode === 'edit') payload.isActive = Boolean(values.isActive);
  if (typeof values.password === 'string' && values.password !== '') payload.password = values.password;
  return payload;
};
