import { EmailTemplateSeed } from './reference-data.types';

/** The placeholders and preview samples live with the mail module (the preview call uses them too). */
export { TEMPLATE_PLACEHOLDERS, TEMPLATE_SAMPLE_VALUES } from '../../domain/email/template-placeholders';
export type { TemplatePlaceholder } from '../../domain/email/template-placeholders';

/**
 * The built-in email templates of the back-office and the server's customer templates
 * 'save-progress' and the retired 'quote-saved' and 'application-submitted'.
 *
 * Placeholders are written {{name}}. Money placeholders (monthlySavings, annualSavings,
 * monthlyVolume, averageTransaction, transactionFees, terminalRental, totalMonthlyCost) carry an
 * amount already formatted by the shared GBP formatter, e.g. '£1,234.56', so templates never add
 * a '£' of their own. Manual templates are plain text (line breaks kept); the automated quote
 * emails are HTML.
 */
const BRAND = 'Merchant Compare';

/**
 * Automated templates nothing sends (the sent ones and their moments: domain/email/automated-emails.ts):
 * the wizard has no step that saves a quote with an address, and an application gets the quote
 * email. They stay readable by name, inactive, and can never be switched on.
 */
export const RETIRED_TEMPLATE_NAMES = ['quote-saved', 'application-submitted'] as const;
export const RETIRED_TEMPLATE_ENDPOINT = 'Retired: the product does not send it';

const welcome: EmailTemplateSeed = {
  name: 'welcome',
  subject: `Welcome to ${BRAND}, {{firstName}}`,
  category: 'welcome',
  type: 'manual',
  endpoint: null,
  isActive: true,
  content: `Hi {{firstName}},

Thank you for choosing ${BRAND} to review card payments for {{businessName}}.

We compare card machines, online payments and merchant accounts from over 20 UK providers, so you can see real rates side by side before you speak to anyone. For a {{businessType}} business like yours, the right set-up usually comes down to three things: the rates on the cards your customers use, the terminal that suits how you take payments, and a contract that does not tie you in longer than you need.

Here is how I can help:
- Check that your quote reflects your real card mix and turnover
- Explain any fees in plain English, including terminal rental and minimum monthly charges
- Help you apply to the provider you choose, at no cost to you

Our service is free and there is no obligation. Just reply to this email if you have any questions.

Kind regards,
{{senderName}}
${BRAND}`,
};

const quoteFollowup: EmailTemplateSeed = {
  name: 'quote_followup',
  subject: 'Your card payment quote for {{businessName}}',
  category: 'follow_up',
  type: 'manual',
  endpoint: null,
  isActive: true,
  content: `Hi {{firstName}},

I wanted to follow up on the card payment quotes you received through ${BRAND} for {{businessName}}.

Comparing providers can raise questions: how the rates apply to your mix of debit, credit and business cards, what the terminal rental covers, and what happens at the end of a contract. I'm happy to go through your quotes with you and point out anything worth checking before you decide.

Would you have time for a quick 15-minute call this week? Reply with a day and time that suit you and I'll call you then.

If you have already chosen a provider, let me know and I can help you complete the application.

Kind regards,
{{senderName}}
${BRAND}`,
};

const applicationReminder: EmailTemplateSeed = {
  name: 'application_reminder',
  subject: 'Finish your card payment application for {{businessName}}',
  category: 'reminder',
  type: 'manual',
  endpoint: null,
  isActive: true,
  content: `Hi {{firstName}},

You recently started an application for card payments for {{businessName}} but haven't finished it yet.

The rest of the process takes under 15 minutes. To make it quicker, have these to hand:
- Your business bank account details
- Proof of identity and address for the business owner
- A recent card processing statement, if you already take card payments

Once your application is in, the provider will confirm your rates and arrange delivery of your terminal.

If anything is holding you back, or you would like to compare other options for your {{businessType}} business first, just reply and I'll be glad to help.

Kind regards,
{{senderName}}
${BRAND}`,
};

/**
 * What the quote emails gained in their second edition: the chosen quote's summary box and the
 * single-use link that sets a renewal reminder (migration 1766000000000 brings stored templates
 * still in the first edition up to it).
 */
const SUMMARY_BOX_AND_REMINDER_BLOCK = `    {{summaryBox}}
    <h2 style="font-size:17px;margin:24px 0 8px;">Remind me before my contract ends</h2>
    <p>Tell us when your current card payment contract or terminal lease ends and we will email you a fresh comparison 6 weeks before, in time to give notice: <a href="{{renewalReminderLink}}" style="color:#1e3a8a;">set a renewal reminder</a>.</p>
    <p style="font-size:13px;color:#4b5563;">The link works once, for 90 days. Or copy it into your browser: {{renewalReminderLink}}</p>
`;

/** Shared HTML frame of the automated quote emails: inline styles only, for email clients. */
function quoteEmailHtml(options: { heading: string; intro: string; extraBlock: string; edition: QuoteEmailEdition }): string {
  const row = (label: string, value: string, isTotal = false): string => {
    const weight = isTotal ? 'font-weight:bold;' : '';
    const border = isTotal ? 'border-top:2px solid #1e3a8a;' : 'border-top:1px solid #e5e7eb;';
    return `      <tr>
        <td style="padding:8px 12px;${border}${weight}">${label}</td>
        <td style="padding:8px 12px;${border}${weight}text-align:right;">${value}</td>
      </tr>`;
  };
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>${options.heading}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827;">
  <div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;">
    <h1 style="font-size:22px;color:#1e3a8a;margin:0 0 16px;">${options.heading}</h1>
    <p>Hi {{firstName}},</p>
    <p>${options.intro}</p>
    <p>Your reference is <strong>{{applicationRef}}</strong>. Please quote it if you contact us.</p>
    <h2 style="font-size:17px;margin:24px 0 8px;">Your quote</h2>
    <table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px;">
${[
  row('Provider', '{{providerName}}'),
  row('Terminal', '{{terminalName}}'),
  row('Monthly card volume', '{{monthlyVolume}}'),
  row('Average transaction', '{{averageTransaction}}'),
  row('Transaction fees', '{{transactionFees}}'),
  row('Terminal rental', '{{terminalRental}}'),
  ...(options.edition >= 3 ? [row('{{otherMonthlyFeesLabel}}', '{{otherMonthlyFees}}')] : []),
  row('Total monthly cost', '{{totalMonthlyCost}}', true),
].join('\n')}
    </table>
${options.extraBlock}
${options.edition >= 2 ? SUMMARY_BOX_AND_REMINDER_BLOCK : ''}    <h2 style="font-size:17px;margin:24px 0 8px;">What happens next</h2>
    <p>Our team will review your application within 2 hours, and a payment specialist will contact you within 24 hours to confirm the details and answer any questions. There is no obligation to go ahead.</p>
    <p>Figures are estimates based on the information you gave us; the provider confirms final rates when it approves your application.</p>
    <p>Questions? Call us on {{companyPhone}} or email <a href="mailto:{{companyEmail}}" style="color:#1e3a8a;">{{companyEmail}}</a>.</p>
    <p>Kind regards,<br>The ${BRAND} team</p>
  </div>
</body>
</html>`;
}

/**
 * 1: the figures table only; 2: with the summary box and the renewal reminder link; 3: the table
 * has the provider's other monthly fees too, so its lines add up to its total. Earlier editions are
 * kept word for word: the migrations recognise unedited stored templates by them.
 */
export type QuoteEmailEdition = 1 | 2 | 3;

const newCustomerQuoteEmail = (edition: QuoteEmailEdition): EmailTemplateSeed => ({
  name: 'quote_email_new_customer',
  subject: 'Your card payment quote from {{providerName}} (ref {{applicationRef}})',
  category: 'automated',
  type: 'automated',
  endpoint: 'Sent by the quote-email service when a lead is submitted by a business new to card payments',
  isActive: true,
  content: quoteEmailHtml({
    heading: 'Your Complete Payment Solution',
    intro: 'Thank you for applying through ' + BRAND + '. Here is the payment solution you chose for {{businessName}}.',
    extraBlock: '',
    edition,
  }),
});

const switchingCustomerQuoteEmail = (edition: QuoteEmailEdition): EmailTemplateSeed => ({
  name: 'quote_email_switching_customer',
  subject: 'Switch & Save: your quote from {{providerName}} (ref {{applicationRef}})',
  category: 'automated',
  type: 'automated',
  endpoint: 'Sent by the quote-email service when a lead is submitted by a business switching from its current provider',
  isActive: true,
  content: quoteEmailHtml({
    heading: 'Switch & Save Money',
    intro: 'Thank you for applying through ' + BRAND + '. Here is how switching {{businessName}} to {{providerName}} compares with what you pay today.',
    extraBlock: `    <div style="margin:24px 0 0;padding:16px;background:#ecfdf5;border:1px solid #10b981;border-radius:6px;">
      <h2 style="font-size:17px;margin:0 0 8px;color:#065f46;">Projected savings</h2>
      <p style="margin:0;font-size:15px;">Monthly: <strong>{{monthlySavings}}</strong></p>
      <p style="margin:4px 0 0;font-size:15px;">Annual: <strong>{{annualSavings}}</strong></p>
    </div>`,
    edition,
  }),
});

/** The two quote emails of an edition (the seed uses the latest). */
export function quoteEmailTemplates(edition: QuoteEmailEdition): EmailTemplateSeed[] {
  return [newCustomerQuoteEmail(edition), switchingCustomerQuoteEmail(edition)];
}

/** The edition the seed writes and the latest migration brings unedited stored quote emails to. */
export const QUOTE_EMAIL_LATEST_EDITION: QuoteEmailEdition = 3;

/** Each quote email's content in one edition and in another, for a migration that moves unedited stored templates between them. */
export function quoteEmailEditionChanges(from: QuoteEmailEdition, to: QuoteEmailEdition): Array<{ name: string; from: string; to: string }> {
  const before = quoteEmailTemplates(from);
  const after = quoteEmailTemplates(to);
  return before.map((template, index) => ({ name: template.name, from: template.content, to: after[index].content }));
}

const [quoteEmailNewCustomer, quoteEmailSwitchingCustomer] = quoteEmailTemplates(QUOTE_EMAIL_LATEST_EDITION);

const quoteSaved: EmailTemplateSeed = {
  name: 'quote-saved',
  subject: 'Your saved quote for {{businessName}}',
  category: 'automated',
  type: 'automated',
  endpoint: RETIRED_TEMPLATE_ENDPOINT,
  isActive: false,
  content: `Hi {{firstName}},

Thank you for comparing card payment providers with ${BRAND}. Your quote for {{businessName}} has been saved.

Provider: {{providerName}}
Terminal: {{terminalName}}
Estimated total monthly cost: {{totalMonthlyCost}}

A payment specialist will contact you within 24 hours to talk through your quote. There is no obligation to go ahead.

If you have any questions in the meantime, call {{companyPhone}} or email {{companyEmail}}.

Kind regards,
The ${BRAND} team`,
};

const applicationSubmitted: EmailTemplateSeed = {
  name: 'application-submitted',
  subject: 'We have received your application (ref {{applicationRef}})',
  category: 'automated',
  type: 'automated',
  endpoint: RETIRED_TEMPLATE_ENDPOINT,
  isActive: false,
  content: `Hi {{firstName}},

Thank you for your application for card payments for {{businessName}} with {{providerName}}.

Your application reference is {{applicationRef}}.

What happens next:
1. Our team will review your application within 2 hours.
2. A payment specialist will contact you within 24 hours to discuss your payment solutions and confirm the details.
3. Once the provider approves your application, it will arrange delivery of your {{terminalName}}.

If you have any questions, call {{companyPhone}} or email {{companyEmail}}, quoting your reference.

Kind regards,
The ${BRAND} team`,
};

const saveProgress: EmailTemplateSeed = {
  name: 'save-progress',
  subject: 'Continue your card payment comparison',
  category: 'automated',
  type: 'automated',
  endpoint: "Sent by the server when a visitor uses 'Save Progress' in the comparison wizard; the link resumes the wizard where it was left",
  isActive: true,
  content: `Hello,

You asked us to save your progress on the ${BRAND} comparison tool. Use this link to continue where you left off:

{{resumeLink}}

The link is personal to you, so please don't share it. If you didn't ask for this email, you can ignore it.

If you would like help with your comparison, call {{companyPhone}} or email {{companyEmail}}.

Kind regards,
The ${BRAND} team`,
};

export const EMAIL_TEMPLATE_SEEDS: EmailTemplateSeed[] = [
  welcome,
  quoteFollowup,
  applicationReminder,
  quoteEmailNewCustomer,
  quoteEmailSwitchingCustomer,
  quoteSaved,
  applicationSubmitted,
  saveProgress,
];

/** The placeholders of the task reminder (filled by src/tasks/task-reminders.service.ts). */
export const TASK_REMINDER_PLACEHOLDERS = ['assigneeName', 'taskTitle', 'dueTime', 'businessName', 'taskLink'] as const;

/**
 * The reminder a task's assignee gets `reminderMinutes` before its due time. Not in
 * EMAIL_TEMPLATE_SEEDS: it is inserted by migration 1764300000000 (TaskReminders), which every
 * database runs exactly once, so a database seeded before this template existed gets it once, and
 * one that staff delete does not come back at the next start (the seed run re-creates missing
 * names on every boot).
 */
export const TASK_REMINDER_TEMPLATE: EmailTemplateSeed = {
  name: 'task-reminder',
  subject: 'Reminder: {{taskTitle}} is due {{dueTime}}',
  category: 'reminder',
  type: 'automated',
  endpoint: "Sent by the server to a task's assignee its reminder time (15 minutes by default) before the task is due",
  isActive: true,
  content: `Hi {{assigneeName}},

This is a reminder of a task assigned to you in the ${BRAND} back-office.

Task: {{taskTitle}}
Due: {{dueTime}}
Customer: {{businessName}}

Open your tasks: {{taskLink}}

${BRAND}`,
};
