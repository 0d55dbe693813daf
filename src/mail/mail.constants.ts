/** Injection token of the MailTransport (SMTP or the development folder), see mail-transport.ts. */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
/** Injection token of the MailTransport of emails stored with via 'gmail' (the sender's own Gmail). */
export const GMAIL_MAIL_TRANSPORT = Symbol('GMAIL_MAIL_TRANSPORT');
