import { Injectable } from '@nestjs/common';
import { PermanentSendError } from '../mail/delivery-policy';
import type { MailTransport, OutgoingMail } from '../mail/mail-transport';
import { GmailSender } from './gmail-sender';

/** The mail module's transport for emails stored with via 'gmail': each goes through its sender's Gmail. */
@Injectable()
export class GmailTransport implements MailTransport {
  readonly description = "Gmail API (the sending user's own account)";
  readonly secrets: readonly string[] = [];

  constructor(private readonly sender: GmailSender) {}

  async send(mail: OutgoingMail): Promise<void> {
    if (mail.senderCrmUserId === null) throw new PermanentSendError('An email to send through Gmail has no sender');
    await this.sender.send(mail.senderCrmUserId, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId });
  }

  close(): void {
    // Nothing is held open: each send is one HTTPS request.
  }
}
