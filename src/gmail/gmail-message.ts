import MailComposer from 'nodemailer/lib/mail-composer';

/** A message to send through Gmail. */
export interface GmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
}

/**
 * The message as the Gmail API's users.messages.send takes it: RFC 822 built by nodemailer's
 * MailComposer (headers encoded, lines folded, HTML and text as multipart/alternative), then
 * base64url. From names the user at their Google address; Gmail sends from that account anyway.
 */
export async function toGmailRaw(message: GmailMessage, from: { name: string; address: string | null }): Promise<string> {
  const composer = new MailComposer({
    from: from.address ? { name: from.name, address: from.address } : undefined,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
  });
  const built = await composer.compile().build();
  return built.toString('base64url');
}
