import type { Role } from './roles';

/**
 * The one place that decides what each role may see and do in the back-office.
 * The server enforces the same rules; this only shapes the interface.
 *
 * resource: a react-admin resource name or a page key ('dashboard', 'admin-console', ...).
 * action:   react-admin action ('list', 'show', 'create', 'edit', 'delete', 'export') or a custom one.
 */

/**
 * Screens, resources and rights only administrators have. 'task-assignment': giving a task to
 * someone else (staff and partners assign tasks only to themselves). 'dashboard-gmail':
 * the Gmail panel on the dashboard (for admins; everyone has their own Gmail page).
 * 'email-automations': switching an automated email on or off.
 */
const ADMIN_ONLY = new Set(['users', 'admin-console', 'administration', 'data-retention', 'task-assignment', 'dashboard-gmail', 'email-automations']);

/**
 * Resources a partner may read but never change: its own provider's data, and the email templates
 * (it reads, previews and sends with them; partners cannot manage templates).
 */
const PARTNER_READ_ONLY = new Set(['providers', 'terminals', 'email-templates']);

/**
 * Resources a partner may not open at all: partners cannot manage industry defaults. The audit trail and the image
 * uploads and gallery are the catalogue's admin and staff tools (the API refuses partners).
 */
const PARTNER_DENIED = new Set(['industry-defaults', 'audit', 'uploads']);

const READ_ACTIONS = new Set(['list', 'show']);

export const canAccess = (role: Role | null | undefined, resource: string, action: string): boolean => {
  if (!role) return false;
  if (role === 'admin') return true;
  if (ADMIN_ONLY.has(resource)) return false;
  // A provider's webhook is set by admins and by that provider's own partners; staff read it.
  if (resource === 'webhooks') return role === 'partner' || READ_ACTIONS.has(action);
  if (role === 'staff') return true;
  // partner
  if (PARTNER_DENIED.has(resource)) return false;
  if (PARTNER_READ_ONLY.has(resource)) return READ_ACTIONS.has(action);
  // A partner neither creates nor deletes a customer, nor corrects its business details (its own leads' contact details it may).
  if (resource === 'customers' && (action === 'delete' || action === 'edit-business' || action === 'create')) return false;
  return true;
};
