import type { CreateUserBody, UpdateUserBody } from '../../api/types';
import { DEFAULT_ROLE, isRole } from '../../roles';
import type { UserFormMode } from './types';

type FormValues = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const hasValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Every user needs a name, an email and a role; a partner needs a provider. On create the
 * password is optional: without one the user is emailed an invitation to set their own. Changing
 * your own password also needs your current one (the server checks it).
 */
export const isMissingRequired = (values: FormValues, _mode: UserFormMode, isSelf = false): boolean =>
  !text(values.name) ||
  !text(values.email) ||
  !isRole(values.role) ||
  (values.role === 'partner' && !hasValue(values.providerId)) ||
  (isSelf && hasValue(values.password) && !hasValue(values.currentPassword));

/** Validator for the provider field: required only for partners. */
export const providerRequiredForPartner = (value: unknown, values: FormValues) =>
  values.role === 'partner' && !hasValue(value) ? 'ra.validation.required' : undefined;

/** Validator for the current-password field (shown when editing yourself): required with a new password. */
export const currentPasswordRequiredForNewPassword = (value: unknown, values: FormValues) =>
  hasValue(values.password) && !hasValue(value) ? 'ra.validation.required' : undefined;

/** A provider id from the form (a number, or digits from a select), else null. */
const toProviderId = (value: unknown): number | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/**
 * What the API receives: only the fields it accepts. The password is sent only when filled, with
 * the current password when you edit yourself (a new user without one is invited); on edit a
 * non-partner's providerId is cleared (null).
 */
export function toUserPayload(values: FormValues, mode: 'create'): CreateUserBody;
export function toUserPayload(values: FormValues, mode: 'edit', isSelf?: boolean): UpdateUserBody;
export function toUserPayload(values: FormValues, mode: UserFormMode, isSelf?: boolean): CreateUserBody | UpdateUserBody;
export function toUserPayload(values: FormValues, mode: UserFormMode, isSelf = false): CreateUserBody | UpdateUserBody {
  const isPartner = values.role === 'partner';
  const password = typeof values.password === 'string' && values.password !== '' ? values.password : undefined;
  const common = {
    name: text(values.name),
    email: text(values.email),
    role: isRole(values.role) ? values.role : DEFAULT_ROLE,
    ...(isPartner ? { providerId: toProviderId(values.providerId) } : {}),
  };
  if (mode === 'create') return password === undefined ? common : { ...common, password };
  const payload: UpdateUserBody = { ...common, isActive: Boolean(values.isActive) };
  if (!isPartner) payload.providerId = null;
  if (password !== undefined) {
    payload.password = password;
    if (isSelf && typeof values.currentPassword === 'string') payload.currentPassword = values.currentPassword;
  }
  return payload;
}
