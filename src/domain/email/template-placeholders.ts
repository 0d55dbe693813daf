/**
 * The placeholders of email templates and the sample values a preview fills
 * them with (pure, no framework imports). Placeholders are written {{name}}; money placeholders
 * carry an amount already formatted by the shared GBP formatter ('£1,234.56'). {{summaryBox}} is a
 * block the product writes (the chosen quote's summary box as an HTML table, or text in a plain-text
 * body); {{renewalReminderLink}} is a single-use link to set a renewal reminder.
 * {{otherMonthlyFeesLabel}} names the provider's other monthly fees as the summary box does
 * ('Other monthly fees (PCI compliance)'); {{otherMonthlyFees}} is their amount, or 'not stated'.
 */
export const TEMPLATE_PLACEHOLDERS = {
  manual: ['firstName', 'businessName', 'businessType', 'senderName'],
  automated: [
    'firstName',
    'businessName',
    'businessType',
    'senderName',
    'providerName',
    'terminalName',
    'applicationRef',
    'monthlySavings',
    'annualSavings',
    'monthlyVolume',
    'averageTransaction',
    'transactionFees',
    'terminalRental',
    'otherMonthlyFees',
    'otherMonthlyFeesLabel',
    'totalMonthlyCost',
    'companyName',
    'companyPhone',
    'companyEmail',
    'companyAddress',
    'resumeLink',
    'summaryBox',
    'renewalReminderLink',
  ],
} as const;

export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)['automated'][number];

/**
 * Preview sample values (senderName is replaced by the signed-in user's name
 * when there is one). The company's name, phone, email and address come from configuration (the
 * COMPANY_* variables) when sending and previewing; the samples here are plainly example ones.
 */
export const TEMPLATE_SAMPLE_VALUES: Record<TemplatePlaceholder, string> = {
  firstName: 'John',
  businessName: 'Sample Business Ltd',
  businessType: 'Retail Store',
  senderName: 'Your Account Manager',
  providerName: 'Sample Provider',
  terminalName: 'Smart Terminal',
  applicationRef: 'MC123456',
  monthlySavings: '£45.50',
  annualSavings: '£546.00',
  monthlyVolume: '£15,000.00',
  averageTransaction: '£25.00',
  transactionFees: '£75.00',
  terminalRental: '£15.00',
  otherMonthlyFees: '£4.50',
  otherMonthlyFeesLabel: 'Other monthly fees (PCI compliance)',
  totalMonthlyCost: '£94.50',
  companyName: 'Merchant Compare (example)',
  companyPhone: '020 7946 0000',
  companyEmail: 'hello@example.com',
  companyAddress: '1 Example Street, London, EC1A 1AA',
  resumeLink: 'https://example.com/comparison-tool?resume=sample',
  summaryBox:
    "(The chosen quote's summary box: each monthly charge and how it is reached, the monthly total and a year, one-off charges and the contract terms.)",
  renewalReminderLink: 'https://example.com/renewal-reminder?set=sample',
};
