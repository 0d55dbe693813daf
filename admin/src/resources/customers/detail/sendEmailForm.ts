/** The Send Email form of the customer detail: what it needs and the body it sends (pure). */
import { isHtmlTemplate } from '@domain/email/html-document';
import type { EmailTemplatePreview, SendEmailBody } from '../../../api/types';

export interface SendEmailValues {
  recipient: string;
  /** The template the text came from (counts one use of it when sent); null: written by hand. */
  templateId: number | null;
  subject: string;
  content: string;
}

export type SendEmailField = 'recipient' | 'subject' | 'content';

/** The dialog opens with the customer's email (its latest lead's) as the recipient. */
export const initialEmail = (customerEmail: string | null): SendEmailValues => ({ recipient: customerEmail ?? '', templateId: null, subject: '', content: '' });

/** The recipient, subject and message are required (white space alone is missing). */
export const missingEmailFields = (values: SendEmailValues): SendEmailField[] =>
  (['recipient', 'subject', 'content'] as const).filter((field) => values[field].trim() === '');

/** One address, name@domain.tld (the server checks it for real; this saves a round trip for a typo). */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => EMAIL_ADDRESS.test(value.trim());

export type SendEmailProblem = 'missing' | 'badRecipient' | null;

export const sendEmailProblem = (values: SendEmailValues): SendEmailProblem => {
  if (missingEmailFields(values).length > 0) return 'missing';
  if (!isEmailAddress(values.recipient)) return 'badRecipient';
  return null;
};

/** A template chosen: its text as the server filled it for this customer; the template is remembered for the usage count. */
export const withTemplate = (values: SendEmailValues, templateId: number, rendered: EmailTemplatePreview): SendEmailValues => ({
  ...values,
  templateId,
  subject: rendered.subject,
  content: rendered.content,
});

/** 'No template': the text stays as it is (it is the user's now), but counts as no template's use. */
export const withoutTemplate = (values: SendEmailValues): SendEmailValues => ({ ...values, templateId: null });

export const toSendBody = (customerId: string, values: SendEmailValues): SendEmailBody => ({
  businessProfileId: customerId,
  recipient: values.recipient.trim(),
  subject: values.subject.trim(),
  content: values.content,
  ...(values.templateId !== null ? { templateId: values.templateId } : {}),
});

const PLACEHOLDER = /\{\{\s*[A-Za-z0-9_]+\s*\}\}/;

/** The text still holds a {{placeholder}}: the server fills it for the customer when it sends (the preview says so). */
export const hasPlaceholders = (values: Pick<SendEmailValues, 'subject' | 'content'>): boolean =>
  PLACEHOLDER.test(values.subject) || PLACEHOLDER.test(values.content);

/** The content goes as HTML exactly when the server's rule says so (an HTML document); otherwise as plain text. */
export const isHtmlEmail = (content: string): boolean => isHtmlTemplate(content);
