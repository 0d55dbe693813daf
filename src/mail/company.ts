import type { CompanyIdentity } from '../config/company';

/**
 * The company's part of every email, in one place: the From and Reply-To of every email sent in the
 * company's name, and the values of the {{companyName}}, {{companyEmail}}, {{companyPhone}} and
 * {{companyAddress}} template placeholders (filled in automatically; callers of MailService never
 * pass them). The values themselves are configuration (COMPANY_*, src/config/company.ts).
 */

/** The From header: the company's name and address (an address object, so any name is quoted safely). */
export function companySender(company: CompanyIdentity): { name: string; address: string } {
  return { name: company.name, address: company.email };
}

/** The placeholder values every rendered template gets. */
export function companyPlaceholderValues(company: CompanyIdentity): Readonly<Record<string, string>> {
  return {
    companyName: company.name,
    companyEmail: company.email,
    companyPhone: company.phone,
    companyAddress: company.address,
  };
}
