/**
 * The automated emails the product sends, each with the moment it is sent: the one list the
 * senders name their template from and the back-office reads the moment from. An automated
 * template whose name is not here is retired: nothing sends it, so it is never shown as an
 * active automation and cannot be switched on. An essential one (the links that let back-office
 * users set their password) cannot be switched off: without it nobody could sign in again.
 */
export const AUTOMATED_EMAILS = {
  quoteEmailNewCustomer: { name: 'quote_email_new_customer', sentWhen: 'Sent when a visitor new to card payments applies' },
  quoteEmailSwitchingCustomer: { name: 'quote_email_switching_customer', sentWhen: 'Sent when a visitor switching from their current provider applies' },
  saveProgress: { name: 'save-progress', sentWhen: 'Sent when a visitor saves their progress in the wizard' },
  renewalReminderConfirmation: {
    name: 'renewal-reminder-confirmation',
    sentWhen: 'Sent when a visitor asks to be reminded before their current contract or lease ends',
  },
  renewalReminder: { name: 'renewal-reminder', sentWhen: 'Sent 6 weeks before the end date a visitor gave for their current contract or lease' },
  taskReminder: { name: 'task-reminder', sentWhen: "Sent to a task's assignee at the task's reminder time" },
  userInvitation: {
    name: 'user-invitation',
    sentWhen: 'Sent when an admin invites a back-office user, or resends the invitation',
    isEssential: true,
  },
  passwordReset: {
    name: 'password-reset',
    sentWhen: 'Sent when a back-office user asks to reset their password',
    isEssential: true,
  },
} as const;

/** The message of a switch refused for an essential email. */
export const ESSENTIAL_EMAIL_MESSAGE = 'This email lets back-office users set their password, so it cannot be switched off';

export type AutomatedEmail = (typeof AUTOMATED_EMAILS)[keyof typeof AUTOMATED_EMAILS];
export type AutomatedEmailName = AutomatedEmail['name'];

/** on: sent at its moment; off: switched off by an admin, not sent; retired: nothing sends it. */
export const AUTOMATION_STATES = ['on', 'off', 'retired'] as const;
export type AutomationState = (typeof AUTOMATION_STATES)[number];

/** The automation an automated template is sent as, or undefined when nothing sends it (retired, or a manual template). */
export function automationOf(template: { type: string; name: string }): AutomatedEmail | undefined {
  if (template.type !== 'automated') return undefined;
  const key = template.name.toLowerCase();
  return Object.values(AUTOMATED_EMAILS).find((automation) => automation.name === key);
}

/** The moment an automated template is sent, or null when nothing sends it (retired, or a manual template). */
export function sentWhen(template: { type: string; name: string }): string | null {
  return automationOf(template)?.sentWhen ?? null;
}

/** Whether an admin may switch the template off and on: an automation that is sent and not essential. */
export function isSwitchable(template: { type: string; name: string }): boolean {
  const automation = automationOf(template);
  return automation !== undefined && !('isEssential' in automation && automation.isEssential);
}

/** An automated template's state (null for a manual template). */
export function automationState(template: { type: string; name: string; isActive: boolean }): AutomationState | null {
  if (template.type !== 'automated') return null;
  if (sentWhen(template) === null) return 'retired';
  return template.isActive ? 'on' : 'off';
}
