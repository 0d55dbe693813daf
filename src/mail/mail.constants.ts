/** Injection token of the MailTransport (SMTP or the development folder), see mail-transport.ts. */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
