import { TEMPLATE_PLACEHOLDERS, TEMPLATE_SAMPLE_VALUES } from '../domain/email/template-placeholders';
import { isHtmlTemplate, renderBody, renderSubject, TemplateValues, toStoredContent } from '../mail/template-render';
import { sanitizeEmailHtml } from './email-html-sanitizer';

/**
 * The rules of email templates and customer emails that need no framework (pure): messages,
 * limits, the placeholders a template offers, and the values they are filled with.
 */
export const TEMPLATE_MESSAGES = {
  /** The message of an incomplete template form or email, word for word. */
  missingInformation: 'Missing information: Please fill in all required fields.',
  /** The hint on an automated template's card. */
  automatedReadOnly: 'Automated templates are managed in the backend',
  notFound: 'Email template not found',
  duplicateName: 'A template with this name already exists',
  digitsOnlyName: 'A template name needs at least one letter: a name of digits only would read as a template id',
  notSendable: 'templateId must name an active manual template (automated templates are sent by the product itself)',
  notAnAutomation: 'Only automated emails are switched on and off; a manual template is activated or deactivated',
  retired: 'This automated template is retired: the product does not send it, so it cannot be switched on',
  tooLong: 'The email is too long once its placeholders are filled in',
} as const;

export const NAME_MAX_LENGTH = 100;
export const SUBJECT_MAX_LENGTH = 300;
/** 16,000 characters stay inside a TEXT column (65,535 bytes) even at 4 bytes a character. */
export const CONTENT_MAX_LENGTH = 16_000;
/** A rendered body must fit the emails table's TEXT column. */
export const RENDERED_MAX_BYTES = 65_000;
/** A new template's category (the shared vocabulary's). */
export { DEFAULT_TEMPLATE_CATEGORY as DEFAULT_CATEGORY } from '../domain/email/template-categories';
/** The sender when the signed-in user has no name. */
export const DEFAULT_SENDER_NAME = 'Your Account Manager';

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * The placeholders a template offers: a manual template the four fixed ones (firstName, businessName,
 * businessType, senderName), which the back-office fills for the customer; an automated one the
 * placeholders its own text uses (the product fills them when it sends it).
 */
export function placeholdersOf(template: { type: string; subject: string; content: string }): string[] {
  if (template.type !== 'automated') return [...TEMPLATE_PLACEHOLDERS.manual];
  const used = new Set<string>();
  for (const text of [template.subject, template.content]) for (const match of text.matchAll(PLACEHOLDER)) used.add(match[1]);
  return [...used];
}

/** True when the name could be read as a numeric id (GET /api/crm/email-templates/{id or name}). */
export function isDigitsOnly(name: string): boolean {
  return /^\d+$/.test(name.trim());
}

/** The company's placeholder values ({{companyName}}, {{companyPhone}}, ...): the mail module's companyValues(). */
export type CompanyValues = Readonly<Record<string, string>>;

/** The preview samples (John, Sample Business Ltd, Retail Store, ...), the company's own values, with the signed-in user as sender. */
export function sampleValues(senderName: string | null | undefined, company: CompanyValues): TemplateValues {
  return { ...TEMPLATE_SAMPLE_VALUES, ...company, senderName: senderName?.trim() || DEFAULT_SENDER_NAME };
}

/** What a customer email's placeholders are filled with. */
export interface CustomerFacts {
  firstName: string | null;
  businessName: string | null;
  businessType: string | null;
}

/** The manual placeholders (firstName, businessName, businessType, senderName) filled for one customer (blank when unknown), plus the company's. */
export function customerValues(customer: CustomerFacts, senderName: string | null | undefined, company: CompanyValues): TemplateValues {
  return {
    ...company,
    firstName: customer.firstName ?? '',
    businessName: customer.businessName ?? '',
    businessType: customer.businessType ?? '',
    senderName: senderName?.trim() || DEFAULT_SENDER_NAME,
  };
}

export interface RenderedEmail {
  subject: string;
  content: string;
  /** The body is a sanitised HTML document (values HTML-escaped); otherwise plain text, line breaks kept. */
  isHtml: boolean;
}

/**
 * Fills the placeholders of a subject and body: the one step every manual email (a send, a
 * template's preview) goes through. The body is HTML exactly when it is an HTML document (starts
 * with <!DOCTYPE html or <html), the mail module's one rule; values are then HTML-escaped, so a
 * business called '<script>...' shows as text, and the filled body is sanitised (scripts, event
 * handlers, javascript: links, frames and styles that load things removed: email-html-sanitizer.ts)
 * and made a whole document again. Plain text is left as it is.
 */
export function renderEmail(subject: string, content: string, values: TemplateValues): RenderedEmail {
  const isHtml = isHtmlTemplate(content);
  const body = renderBody(content, values, isHtml);
  return { subject: renderSubject(subject, values), content: isHtml ? toStoredContent(sanitizeEmailHtml(body), true) : body, isHtml };
}
