import type { UserFormMode } from './types';

type FormValues = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const hasValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Spec §5: create needs name, email and password; edit needs name and email; a partner needs a
 * provider. Changing your own password also needs your current one (the server checks it).
 */
export const isMissingRequired = (values: FormValues, mode: UserFormMode, isSelf = false): boolean =>
  !text(values.name) ||
  !text(values.email) ||
  (mode === 'create' && !hasValue(values.password)) ||
  (values.role === 'partner' && !hasValue(values.providerId)) ||
  (isSelf && hasValue(values.password) && !hasValue(values.currentPassword));

/** Validator for the provider field: required only for partners. */
export const providerRequiredForPartner = (value: unknown, values: FormValues) =>
  values.role === 'partner' && !hasValue(value) ? 'ra.validation.required' : undefined;

/** Validator for the current-password field (shown when editing yourself): required with a new password. */
export const currentPasswordRequiredForNewPassword = (value: unknown, values: FormValues) =>
  hasValue(values.password) && !hasValue(value) ? 'ra.validation.required' : undefined;

/**
 * What the API receives: only the fields it accepts. The password is sent only when filled, with
 * the current password when you edit yourself; on edit a non-partner's providerId is cleared (null).
 */
export const toUserPayload = (values: FormValues, mode: UserFormMode, isSelf = false): FormValues => {
  const isPartner = values.role === 'partner';
  const payload: FormValues = {
    name: text(values.name),
    email: text(values.email),
    role: values.role,
  };
  if (isPartner) payload.providerId = values.providerId;
  else if (mode === 'edit') payload.providerId = null;
  if (mode === 'edit') payload.isActive = Boolean(values.isActive);
  if (typeof values.password === 'string' && values.password !== '') {
    payload.password = values.password;
    if (isSelf && typeof values.currentPassword === 'string') payload.currentPassword = values.currentPassword;
  }
  return payload;
};
