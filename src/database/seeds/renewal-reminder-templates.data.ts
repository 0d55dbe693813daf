import { EmailTemplateSeed } from './reference-data.types';

/**
 * The placeholders of the renewal reminder emails (filled by src/reminders/renewal-reminders.service.ts;
 * the resume and withdrawal links are sealed until sent). {{companyName}} and the other company
 * values are filled by the mail module.
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

export const RENEWAL_REMINDER_TEMPLATE: EmailTemplateSeed = {
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
Estimated saving on what you pay today: {{monthlySavings}} a month ({{annualSavings}} a year)

See the full comparison (the link opens our comparison tool at your results and works for 30 days):

{{resumeLink}}

You get this email because you asked for a renewal reminder on {{consentDate}}. This is the only reminder we send for that date. To withdraw your consent, use this link:

{{withdrawLink}}

{{companyName}}`,
};
