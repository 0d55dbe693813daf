import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createTransport, SendMailOptions, Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { AppConfig } from '../config/env';

/**
 * One message ready to go; `emailId` names the file in folder mode, and `senderCrmUserId` is the
 * staff member whose own mailbox (Gmail) sends it when the email goes that way.
 */
export interface OutgoingMail {
  emailId: number;
  senderCrmUserId: number | null;
  /** The sender's name and address (the company's). */
  from: { name: string; address: string };
  /** Where replies go (the company's Reply-To); absent, replies go to the From address. */
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
}

/**
 * Where mail goes: SMTP when SMTP_URL is set, otherwise .eml files in a folder (development); an
 * email stored with via 'gmail' goes through its sender's Gmail instead (src/gmail/gmail-transport.ts).
 */
export interface MailTransport {
  /** For the start-up log line: never carries credentials. */
  readonly description: string;
  /** Words that must never appear in logs or stored errors (SMTP user and password). */
  readonly secrets: readonly string[];
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function toSendOptions(mail: OutgoingMail): SendMailOptions {
  return { from: mail.from, replyTo: mail.replyTo, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId };
}

class SmtpMailTransport implements MailTransport {
  readonly description: string;
  readonly secrets: readonly string[];
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    const url = new URL(smtpUrl);
    this.description = `SMTP ${url.protocol}//${url.host}`;
    this.secrets = [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password)].filter(Boolean);
    // Timeouts keep every exchange well inside SENDING_LEASE_MS (delivery-policy.ts).
    this.transporter = createTransport(new SMTPTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }));
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(toSendOptions(mail));
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * Development without SMTP: each message is written to <dataDir>/mail/<timestamp>-<emailId>.eml.
 * The file is written beside the folder first and then renamed in, so whoever reads the folder
 * (a developer's mail client, a test) never sees half a message.
 */
class FolderMailTransport implements MailTransport {
  readonly description: string;
  readonly secrets: readonly string[] = [];
  private readonly transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(private readonly folder: string) {
    this.description = `no SMTP_URL: writing each message to ${folder}`;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail(toSendOptions(mail));
    const message = info.message;
    if (!Buffer.isBuffer(message)) throw new Error('The mail composer did not answer a buffer');
    await mkdir(this.folder, { recursive: true });
    const timestamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${timestamp}-${mail.emailId}.eml`;
    const partial = join(dirname(this.folder), `.mail-${name}.partial`);
    await writeFile(partial, message, { mode: 0o600 });
    await rename(partial, join(this.folder, name));
  }

  close(): void {
    this.transporter.close();
  }
}

export function mailFolder(config: AppConfig): string {
  return join(config.dataDir, 'mail');
}

export function createMailTransport(config: AppConfig): MailTransport {
  return config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new FolderMailTransport(mailFolder(config));
}
