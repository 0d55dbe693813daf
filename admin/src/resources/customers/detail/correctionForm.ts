/**
 * The correction forms of the customer detail (business details, a lead's contact details): what
 * a form sends is only the fields the user changed, trimmed (pure: no React). The server holds
 * the rules and answers a broken one with a 400 naming the field; an optional text emptied is
 * sent as null, which clears it.
 */
import type { UpdateBusinessDetailsBody, UpdateLeadContactBody } from '../../../api/types';
import type { BusinessDetails, LeadContact } from './customerDetailView';

/** The fields whose trimmed value differs from the initial one: empty ones as `null` when clearable, else as ''. */
export const changedFields = <Form extends { [Key in keyof Form]: string }>(
  initial: Form,
  edited: Form,
  clearable: ReadonlyArray<keyof Form>,
): Partial<Record<keyof Form, string | null>> => {
  const body: Partial<Record<keyof Form, string | null>> = {};
  for (const key of Object.keys(edited) as Array<keyof Form>) {
    const value = edited[key].trim();
    if (value === initial[key].trim()) continue;
    body[key] = value === '' && clearable.includes(key) ? null : value;
  }
  return body;
};

/** PATCH /api/crm/customers/{id}'s body: the changed business details (the current provider can be cleared). */
export const toBusinessDetailsBody = (initial: BusinessDetails, edited: BusinessDetails): UpdateBusinessDetailsBody =>
  changedFields(initial, edited, ['currentProvider']) as UpdateBusinessDetailsBody;

/** PATCH /api/crm/leads/{leadId}'s body: the changed contact details (the company name can be cleared). */
export const toLeadContactBody = (initial: LeadContact, edited: LeadContact): UpdateLeadContactBody =>
  changedFields(initial, edited, ['companyName']) as UpdateLeadContactBody;

export const isEmptyBody = (body: object): boolean => Object.keys(body).length === 0;

/**
 * The form fields a server's 400 names ("phone must be ..."), so the form marks them: each
 * message starts with the field's name.
 */
export const fieldsNamed = <Key extends string>(message: string | undefined, keys: readonly Key[]): Key[] =>
  message ? keys.filter((key) => message.split(/;\s*/).some((part) => part.trim().startsWith(`${key} `))) : [];
