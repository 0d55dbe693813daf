import { BadRequestException, Injectable } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { findVisibleCustomer, providerOfAuthor } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { Transactions } from '../database/transactions';
import { GmailSender } from '../gmail/gmail-sender';
import { CrmLeadsService } from '../leads/crm-leads.service';
import { Email, MailRoute } from '../mail/entities/email.entity';
import { INVALID_RECIPIENT_MESSAGE, MailService } from '../mail/mail.service';
import { toSubjectLine } from '../mail/template-render';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { ActivityRecorder } from '../activities/activity-recorder';
import { EmailTemplatesService } from '../email-templates/email-templates.service';
import { RENDERED_MAX_BYTES, renderEmail, TEMPLATE_MESSAGES } from '../email-templates/template-rules';
import { isBlank } from '../tasks/task-rules';
import { SendEmailDto, SentEmailDto } from './dto/send-email.dto';
import { LeadAddress, mayEmail, PARTNER_RECIPIENT_MESSAGE, providerOfRecipient } from './partner-recipients';

/** An activity's subject holds 200 characters. */
const ACTIVITY_SUBJECT_MAX_LENGTH = 200;

/**
 * Emails staff write to a customer. The server fills the placeholders of the subject and content
 * it is sent (the back-office may send a template's text as it is, or edited) for that customer.
 * The email is stored through the mail module (status, retries with backoff, sent exactly once)
 * together with an 'email' activity on the customer, in one transaction; it goes out after the
 * commit, through the sender's Gmail when they have connected it, otherwise by SMTP. Staff sends
 * are not automated email: the hourly cap on automated email does not apply; each user's own
 * hourly cap (RATE_LIMIT_EMAIL_SENDS) is the throttler's, on the route. An HTML body is sanitised
 * by renderEmail before it is stored. A partner may write only to its own provider's applicants
 * on the customer (partner-recipients.ts); admins and staff to any address.
 */
@Injectable()
export class CustomerEmailsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly templates: EmailTemplatesService,
    private readonly recorder: ActivityRecorder,
    private readonly gmail: GmailSender,
    private readonly leads: CrmLeadsService,
  ) {}

  async send(dto: SendEmailDto, user: SessionUser): Promise<SentEmailDto> {
    const missingFields = (['recipient', 'subject', 'content'] as const).filter((field) => isBlank(dto[field]));
    if (missingFields.length > 0) throw new BadRequestException({ message: TEMPLATE_MESSAGES.missingInformation, missingFields });
    const recipient = String(dto.recipient).trim();
    if (!isEmail(recipient)) throw new BadRequestException(INVALID_RECIPIENT_MESSAGE);
    // The customer's leads the user reads: a partner's own provider's (whom it may write to); every lead for admins and staff.
    const leads: LeadAddress[] = await this.leads.ofCustomers([dto.businessProfileId], user);
    const via: MailRoute = (await this.gmail.isConnected(user.id)) ? 'gmail' : 'smtp';
    const email = await this.transactions.run(async (manager) => {
      const customer = await findVisibleCustomer(manager.getRepository(BusinessProfile).createQueryBuilder('bp'), user, dto.businessProfileId);
      if (!mayEmail(user, recipient, leads)) throw new BadRequestException(PARTNER_RECIPIENT_MESSAGE);
      const template = dto.templateId === undefined || dto.templateId === null ? null : await this.templates.forSending(manager, dto.templateId);
      const rendered = renderEmail(String(dto.subject), String(dto.content), await this.templates.valuesFor(manager, customer, user));
      if (Buffer.byteLength(rendered.content, 'utf8') > RENDERED_MAX_BYTES) throw new BadRequestException(TEMPLATE_MESSAGES.tooLong);
      const stored = await this.mail.store(manager, {
        to: recipient,
        subject: rendered.subject,
        content: rendered.content,
        isHtml: rendered.isHtml,
        templateId: template?.id ?? null,
        businessProfileId: customer.id,
        // A partner's email is its provider's; one by admin or staff, that of the lead it is written to.
        providerId: providerOfAuthor(user) ?? providerOfRecipient(recipient, leads),
        sentByCrmUserId: user.id,
        via,
      });
      await this.recorder.record(manager, {
        businessProfileId: customer.id,
        providerId: stored.providerId,
        type: 'email',
        subject: toSubjectLine(stored.subject, ACTIVITY_SUBJECT_MAX_LENGTH),
        description: `Email to ${stored.recipient}${template ? ` from the template '${template.name}'` : ''}${via === 'gmail' ? ' (through Gmail)' : ''}`,
        crmUserId: user.id,
        emailData: {
          emailId: stored.id,
          recipient: stored.recipient,
          subject: stored.subject,
          templateId: stored.templateId,
          templateName: template?.name ?? null,
          via,
        },
      });
      return stored;
    });
    this.mail.startDelivery(email.id);
    return toView(email);
  }
}

function toView(email: Email): SentEmailDto {
  return {
    id: email.id,
    businessProfileId: email.businessProfileId ?? '',
    subject: email.subject,
    recipient: email.recipient,
    content: email.content,
    status: email.status,
    via: email.via,
    templateId: email.templateId,
    sentByCrmUserId: email.sentByCrmUserId,
    createdAt: email.createdAt,
    sentAt: email.sentAt,
  };
}
