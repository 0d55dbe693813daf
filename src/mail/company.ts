/**
 * The company's public contact details, in one place: the From address of every email and the
 * values of the {{companyName}}, {{companyPhone}} and {{companyEmail}} template placeholders
 * (filled in automatically; callers of MailService never pass them).
 *
 * No real contact details exist yet: the email domain is an example.co.uk placeholder and the
 * phone number is from Ofcom's range reserved for drama (020 7946 0xxx). Replace both here when
 * the real ones are known.
 */
export const COMPANY = {
  companyName: 'Merchant Compare',
  companyEmail: 'hello@example.co.uk',
  companyPhone: '020 7946 0000',
  fromAddress: 'Merchant Compare <hello@example.co.uk>',
} as const;

/** The placeholder values every rendered template gets. */
export const COMPANY_PLACEHOLDER_VALUES: Readonly<Record<string, string>> = {
  companyName: COMPANY.companyName,
  companyEmail: COMPANY.companyEmail,
  companyPhone: COMPANY.companyPhone,
};
