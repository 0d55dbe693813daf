import { EmailTemplateSeed } from './reference-data.types';

/**
 * The placeholders of the renewal reminder emails (filled by src/reminders/renewal-reminders.service.ts;
 * the resume and withdrawal links are sealed until sent). {{companyName}} and the other company
 * values are filled by the mail module. {{savingsLine}} is the sentence that compares today's best
 * match with what the customer pays now (domain/renewal-reminders.ts renewalSavingsLine): a saving,
 * or plainly that no provider beats it; {{monthlySavings}} and {{annualSavings}} (never below £0.00)
 * stay filled for a template still in its first edition.
 */
export const RENEWAL_REMINDER_PLACEHOLDERS = [
  'businessName',
  'contractEndDate',
  'reminderDate',
  'consentDate',
  'providerName',
  'totalMonthlyCost',
  'monthlySavings',
  'annualSavings',
  'savingsLine',
  'resumeLink',
  'withdrawLink',
] as const;

/**
 * The renewal reminder emails. Not in EMAIL_TEMPLATE_SEEDS: they are inserted by migration
 * 1765700000000 (RenewalReminders), which every database runs exactly once.
 */
export const RENEWAL_REMINDER_CONFIRMATION_TEMPLATE: EmailTemplateSeed = {
  name: 'renewal-reminder-confirmation',
  subject: 'Your renewal reminder is set for {{reminderDate}}',
  category: 'automated',
  type: 'automated',
  endpoint: 'Sent by the server when a visitor asks for a renewal reminder; it carries the link that withdraws it',
  isActive: true,
  content: `Hello,

You asked {{companyName}} to remind you before the card payment contract or terminal lease of {{businessName}} ends on {{contractEndDate}}.

We will email you a fresh comparison of your figures on {{reminderDate}}, six weeks before that date.

Changed your mind? Withdraw your consent with this link, and we will not send the reminder:

{{withdrawLink}}

Questions? Call us on {{companyPhone}} or email {{companyEmail}}.

{{companyName}}`,
};

/** 1: a saving line that read "£0.00" when nothing beat the current cost; 2: {{savingsLine}}. Edition 1 is kept word for word: migration 1766200000000 recognises an unedited stored template by it. */
export type RenewalReminderEdition = 1 | 2;

const SAVINGS_LINES: Record<RenewalReminderEdition, string> = {
  1: 'Estimated saving on what you pay today: {{monthlySavings}} a month ({{annualSavings}} a year)',
  2: '{{savingsLine}}',
};

export function renewalReminderTemplate(edition: RenewalReminderEdition): EmailTemplateSeed {
  return {
    name: 'renewal-reminder',
    subject: 'Your card payment contract ends on {{contractEndDate}}: your fresh comparison',
    category: 'automated',
    type: 'automated',
    endpoint: 'Sent by the server six weeks before the end date a visitor gave for their current contract or terminal lease, once',
    isActive: true,
    content: `Hello,

The card payment contract or terminal lease of {{businessName}} ends on {{contractEndDate}}. You asked us to remind you six weeks before, so you have time to compare and give notice.

We have priced your saved figures again with today's providers:

Best match today: {{providerName}}
Estimated total monthly cost: {{totalMonthlyCost}}
${SAVINGS_LINES[edition]}

See the full comparison (the link opens our comparison tool at your results and works for 30 days):

{{resumeLink}}

You get this email because you asked for a renewal reminder on {{consentDate}}. This is the only reminder we send for that date. To withdraw your consent, use this link:

{{withdrawLink}}

{{companyName}}`,
  };
}
