import { BadRequestException, Inject, Injectable, Logger, NotFoundException, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isEmail } from 'class-validator';
import { EntityManager, In, IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { scopeEmails } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import {
  AUTOMATED_EMAIL_WINDOW_MS,
  AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR,
  AUTOMATED_TEMPLATE_TYPE,
  AutomatedEmailLimitReached,
  automatedRecipient,
  KeyedSerializer,
} from './automated-email-limit';
import type { AutomatedEmail } from '../domain/email/automated-emails';
import { companyPlaceholderValues, companySender } from './company';
import { afterFailure, describeSendError, MAX_ATTEMPTS, PermanentSendError, SENDING_LEASE_MS } from './delivery-policy';
import { deliverDueInBatches } from '../jobs/due-batches';
import { Email, MailRoute } from './entities/email.entity';
import { EmailTemplate } from './entities/email-template.entity';
import { GMAIL_MAIL_TRANSPORT, MAIL_TRANSPORT } from './mail.constants';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { fillSealed, seal, SealedValues, sealingKey, unseal } from './sealed-values';
import {
  EmailBlocks,
  escapeHtml,
  htmlToText,
  isHtmlDocument,
  isHtmlTemplate,
  renderBody,
  renderSubject,
  TemplateValues,
  toStoredContent,
  toSubjectLine,
} from './template-render';
import { CustomerDataHolder, DeletedCustomer, DeletedRows, deleteRowsOfCustomers, HoldsCustomerData } from '../customers/customer-data-holder';

export interface MailContext {
  businessProfileId?: string | null;
  /**
   * The provider the email belongs to (partners read only their own provider's): the provider of
   * the lead it is about, or of the partner who sent it; null or absent for the platform's own.
   */
  providerId?: number | null;
  sentByCrmUserId?: number | null;
  /** Secret placeholder values (a resume link): sealed on the stored row, filled only to send. */
  sealed?: SealedValues;
  /** Blocks the product writes itself (a quote's summary box), filled as they are, not escaped again. */
  blocks?: EmailBlocks;
  /**
   * The recipient is a CRM user the product notifies (a task reminder), not a member of the
   * public: the hourly cap on automated email, which guards strangers' inboxes, does not apply.
   */
  isToCrmUser?: boolean;
}

export interface QueuedMessage extends Omit<MailContext, 'sealed' | 'blocks' | 'isToCrmUser'> {
  to: string;
  subject: string;
  content: string;
  isHtml: boolean;
  templateId?: number | null;
  /** 'gmail': through the Gmail of sentByCrmUserId, on every attempt (default 'smtp'). */
  via?: MailRoute;
}

const BATCH_SIZE = 50;
const MAX_BATCHES_PER_RUN = 100;
const RECIPIENT_MAX_LENGTH = 254;
export const INVALID_RECIPIENT_MESSAGE = 'Invalid recipient email address';

/**
 * The rows a delivery run may take: queued and due, failed with attempts left and due, or
 * claimed by a run whose lease has run out (a crashed process).
 */
function dueCondition(alias?: string): string {
  const c = (name: string): string => (alias ? `${alias}.${name}` : name);
  const isDue = `(${c('nextAttemptAt')} IS NULL OR ${c('nextAttemptAt')} <= :now)`;
  return (
    `((${c('status')} = :queued AND ${isDue})` +
    ` OR (${c('status')} = :failed AND ${c('attempts')} < :maxAttempts AND ${isDue})` +
    ` OR (${c('status')} = :sending AND ${c('nextAttemptAt')} <= :now))`
  );
}

function dueParameters(now: Date): Record<string, string | number | Date> {
  return { now, queued: 'queued', failed: 'failed', sending: 'sending', maxAttempts: MAX_ATTEMPTS };
}

/**
 * All email goes through here. queue()/queueTemplate() store the message (status 'queued') and
 * start one delivery attempt in the background; deliverDue() (run every minute by
 * MailDeliveryJob) sends whatever is due, retrying failures with exponential backoff
 * (delivery-policy.ts). A row is claimed with one conditional UPDATE before it is sent, so two
 * runs never send the same email. Each row goes the way it was stored with (`via`): the mail
 * transport (SMTP or the development folder), or its sender's Gmail. Message bodies, recipients
 * and SMTP credentials are never logged.
 */
@HoldsCustomerData('emails')
@Injectable()
export class MailService implements OnModuleDestroy, CustomerDataHolder {
  private readonly logger = new Logger(MailService.name);
  private readonly inFlight = new Set<Promise<void>>();
  private readonly perRecipient = new KeyedSerializer();
  private isClosing = false;
  private readonly sealingKey: Buffer;
  private readonly company: AppConfig['company'];

  constructor(
    @InjectRepository(Email) private readonly emails: Repository<Email>,
    @InjectRepository(EmailTemplate) private readonly templates: Repository<EmailTemplate>,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(GMAIL_MAIL_TRANSPORT) private readonly gmailTransport: MailTransport,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sealingKey = sealingKey(config.jwtSecret);
    this.company = config.company;
    this.logger.log(`Mail transport: ${transport.description}`);
    if (config.isProduction && !config.smtpUrl) this.logger.warn('SMTP_URL is not set: emails are written to a folder, not sent');
  }

  /** Deleting customers: their emails go too, inside the deletion's transaction; answers how many each had. */
  deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows> {
    return deleteRowsOfCustomers(manager, Email, customers, { one: 'email', many: 'emails' });
  }

  /** One customer's emails the user may see (the customer detail's timeline), newest first. */
  async ofCustomer(profileId: string, user: SessionUser): Promise<Email[]> {
    const qb = this.emails.createQueryBuilder('e').where('e.businessProfileId = :profileId', { profileId });
    return scopeEmails(qb, user, 'e', true).orderBy('e.createdAt', 'DESC').addOrderBy('e.id', 'DESC').getMany();
  }

  /**
   * How many emails name each of `templateIds` (a template's usage), over the emails the user may
   * read: a partner counts only its own provider's sends, never a competitor's. One grouped COUNT;
   * a template never used has no entry.
   */
  async templateUsage(templateIds: readonly number[], user: SessionUser): Promise<Map<number, number>> {
    const usage = new Map<number, number>();
    if (templateIds.length === 0) return usage;
    const rows = await scopeEmails(this.emails.createQueryBuilder('e'), user, 'e')
      .select('e.templateId', 'templateId')
      .addSelect('COUNT(*)', 'uses')
      .andWhere({ templateId: In([...templateIds]) })
      .groupBy('e.templateId')
      .getRawMany<{ templateId: number | string; uses: number | string }>();
    for (const row of rows) usage.set(Number(row.templateId), Number(row.uses));
    return usage;
  }

  /** The company's placeholder values ({{companyName}}, {{companyEmail}}, ...), for emails rendered outside this service. */
  companyValues(): Readonly<Record<string, string>> {
    return companyPlaceholderValues(this.company);
  }

  /**
   * One of the product's automated emails (domain/email/automated-emails.ts), at its moment: queued
   * as queueTemplate does, or not sent at all when an admin has switched it off (answers null,
   * stores nothing).
   */
  async sendAutomated(automation: AutomatedEmail, to: string, values: TemplateValues, context: MailContext = {}): Promise<Email | null> {
    if (!(await this.isSwitchedOn(automation))) return null;
    return this.queueTemplate(automation.name, to, values, context);
  }

  /**
   * Renders the active template `templateName` with `values` (plus the company's phone, email and
   * name) and queues it. Throws NotFoundException when no active template has that name, and
   * AutomatedEmailLimitReached, storing nothing, when the product would send an automated template
   * to an address that already had AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR of them in the last hour.
   */
  async queueTemplate(templateName: string, to: string, values: TemplateValues, context: MailContext = {}): Promise<Email> {
    const template = await this.templates.findOneBy({ name: templateName, isActive: true });
    if (!template) throw new NotFoundException(`Email template '${templateName}' does not exist or is not active`);
    const isHtml = isHtmlTemplate(template.content);
    const all: TemplateValues = { ...this.companyValues(), ...values };
    const sealed = context.sealed ?? {};
    const message: QueuedMessage = {
      to,
      subject: renderSubject(template.subject, all),
      content: renderBody(template.content, all, isHtml, Object.keys(sealed), context.blocks),
      isHtml,
      templateId: template.id,
      businessProfileId: context.businessProfileId ?? null,
      providerId: context.providerId ?? null,
      sentByCrmUserId: context.sentByCrmUserId ?? null,
    };
    const sealedValues = Object.keys(sealed).length ? seal(sealed, this.sealingKey) : null;
    if (template.type !== AUTOMATED_TEMPLATE_TYPE || context.sentByCrmUserId || context.isToCrmUser) return this.queue(message, sealedValues);
    const recipient = automatedRecipient(to);
    return this.perRecipient.run(recipient, async () => {
      if ((await this.recentAutomatedEmails(recipient)) >= AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR) throw new AutomatedEmailLimitReached();
      return this.queue({ ...message, to: recipient }, sealedValues);
    });
  }

  /** Stores a message (already rendered) and starts its delivery without waiting for it. */
  async queue(message: QueuedMessage, sealedValues: string | null = null): Promise<Email> {
    const saved = await this.store(this.emails.manager, message, sealedValues);
    this.startDelivery(saved.id);
    return saved;
  }

  /**
   * Stores a message (already rendered) in the caller's transaction, without sending it: once the
   * transaction has committed, call startDelivery (or leave it to the next delivery run).
   */
  async store(manager: EntityManager, message: QueuedMessage, sealedValues: string | null = null): Promise<Email> {
    const recipient = message.to.trim();
    if (recipient.length > RECIPIENT_MAX_LENGTH || !isEmail(recipient)) throw new BadRequestException(INVALID_RECIPIENT_MESSAGE);
    const via = message.via ?? 'smtp';
    if (via === 'gmail' && !message.sentByCrmUserId) throw new Error('An email through Gmail needs its sender (sentByCrmUserId)');
    const emails = manager.getRepository(Email);
    return emails.save(
      emails.create({
        via,
        recipient,
        subject: toSubjectLine(message.subject),
        content: toStoredContent(message.content, message.isHtml),
        sealedValues,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        sentAt: null,
        templateId: message.templateId ?? null,
        businessProfileId: message.businessProfileId ?? null,
        providerId: message.providerId ?? null,
        sentByCrmUserId: message.sentByCrmUserId ?? null,
      }),
    );
  }

  /** The first attempt of a stored email, in the background (the caller does not wait; failures are retried). */
  startDelivery(id: number): void {
    this.deliverInBackground(id);
  }

  /**
   * The outbox: emails still to be sent (queued, being sent, or failed with attempts left, waiting
   * for their retry), by status. Sent emails and those given up on are not in it.
   */
  async outbox(): Promise<Array<{ status: string; count: number }>> {
    const rows = await this.emails
      .createQueryBuilder('e')
      .select('e.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('(e.status IN (:...pending) OR (e.status = :failed AND e.attempts < :maxAttempts))', {
        pending: ['queued', 'sending'],
        failed: 'failed',
        maxAttempts: MAX_ATTEMPTS,
      })
      .groupBy('e.status')
      .getRawMany<{ status: string; count: number | string }>();
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  }

  /** Sends every email that is due (see dueCondition); answers how many were sent. */
  deliverDue(): Promise<number> {
    const run = this.deliverDueRun();
    this.track(run);
    return run;
  }

  async onModuleDestroy(): Promise<void> {
    this.isClosing = true;
    await Promise.allSettled([...this.inFlight]);
    this.transport.close();
    this.gmailTransport.close();
  }

  /** Whether an automated email is sent (its template exists and is not switched off). */
  isSwitchedOn(automation: AutomatedEmail): Promise<boolean> {
    return this.templates.exists({ where: { name: automation.name, isActive: true } });
  }

  /** Automated emails (automated template, no staff sender) stored for this address in the last hour. */
  private recentAutomatedEmails(recipient: string): Promise<number> {
    return this.emails.count({
      where: {
        recipient,
        createdAt: MoreThan(new Date(Date.now() - AUTOMATED_EMAIL_WINDOW_MS)),
        sentByCrmUserId: IsNull(),
        template: { type: AUTOMATED_TEMPLATE_TYPE },
      },
    });
  }

  private deliverDueRun(): Promise<number> {
    return deliverDueInBatches({
      dueIds: async () =>
        (
          await this.emails
            .createQueryBuilder('e')
            .select('e.id', 'id')
            .where(dueCondition('e'), dueParameters(new Date()))
            .orderBy('e.id', 'ASC')
            .limit(BATCH_SIZE)
            .getRawMany<{ id: number | string }>()
        ).map((row) => Number(row.id)),
      deliver: (id) => this.deliverOne(id),
      maxBatches: MAX_BATCHES_PER_RUN,
      isClosing: () => this.isClosing,
    });
  }

  /** The first attempt, after the row is committed; the caller does not wait and failures are only logged. */
  private deliverInBackground(id: number): void {
    if (this.isClosing) return;
    this.track(
      this.deliverOne(id).catch((error: unknown) => {
        this.logger.error(
          `Email ${id}: delivery attempt could not run: ${describeSendError(error, [...this.transport.secrets, ...this.gmailTransport.secrets])}`,
        );
      }),
    );
  }

  /** Shutdown waits for every delivery under way, so none is cut off with the database. */
  private track(work: Promise<unknown>): void {
    const settled: Promise<void> = work.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
  }

  /** Claims, sends and records one email; answers true when it was sent. */
  private async deliverOne(id: number): Promise<boolean> {
    if (!(await this.claim(id))) return false;
    const email = await this.emails.findOneBy({ id });
    if (!email) return false;
    try {
      await this.transportOf(email).send(this.compose(email));
    } catch (error) {
      await this.recordFailure(email, error);
      return false;
    }
    await this.emails.update({ id, status: 'sending' }, { status: 'sent', sentAt: new Date(), nextAttemptAt: null, lastError: null, sealedValues: null });
    return true;
  }

  /** One atomic UPDATE: only the run whose UPDATE changed the row sends it. */
  private async claim(id: number): Promise<boolean> {
    const now = new Date();
    const result = await this.emails
      .createQueryBuilder()
      .update(Email)
      .set({ status: 'sending', nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS) })
      .where('id = :id', { id })
      .andWhere(dueCondition(), dueParameters(now))
      .execute();
    return result.affected === 1;
  }

  private transportOf(email: Email): MailTransport {
    return email.via === 'gmail' ? this.gmailTransport : this.transport;
  }

  private async recordFailure(email: Email, error: unknown): Promise<void> {
    const outcome = afterFailure(email.attempts, new Date(), error instanceof PermanentSendError);
    const lastError = describeSendError(error, this.transportOf(email).secrets);
    await this.emails.update(
      { id: email.id, status: 'sending' },
      {
        status: outcome.status,
        attempts: outcome.attempts,
        nextAttemptAt: outcome.nextAttemptAt,
        lastError,
        ...(outcome.status === 'failed' ? { sealedValues: null } : {}),
      },
    );
    if (outcome.status === 'failed') {
      this.logger.error(`Email ${email.id} failed for good after ${outcome.attempts} attempts: ${lastError}`);
    } else {
      this.logger.warn(`Email ${email.id} attempt ${outcome.attempts} failed (${lastError}); next attempt at ${outcome.nextAttemptAt?.toISOString()}`);
    }
  }

  private compose(email: Email): OutgoingMail {
    const isHtml = isHtmlDocument(email.content);
    const content = email.sealedValues ? fillSealed(email.content, unseal(email.sealedValues, this.sealingKey), isHtml ? escapeHtml : (v) => v) : email.content;
    const domain = this.company.email.split('@')[1];
    return {
      emailId: email.id,
      senderCrmUserId: email.sentByCrmUserId,
      from: companySender(this.company),
      replyTo: this.company.replyTo,
      to: email.recipient,
      subject: email.subject,
      text: isHtml ? htmlToText(content) : content,
      html: isHtml ? content : undefined,
      // The same Message-ID on every attempt, so a receiver can drop a duplicate after a crash.
      messageId: `<email-${email.id}-${email.createdAt.getTime()}@${domain}>`,
    };
  }

  /** How many emails there are (the system statistics). */
  async countEmails(): Promise<number> {
    const row = await this.emails.createQueryBuilder('e').select('COUNT(*)', 'n').getRawOne<{ n: unknown }>();
    return row?.n === null || row?.n === undefined ? 0 : Number(row.n);
  }

  /**
   * Data retention: deletes up to `limit` of the stored emails (any status, any customer or none)
   * created before `cutoff` (lowest ids first; no row loaded beyond its id), in the caller's
   * transaction. Answers how many went.
   */
  async purgeBefore(manager: EntityManager, cutoff: Date, limit: number): Promise<number> {
    const repository = manager.getRepository(Email);
    const ids = (await repository.find({ select: { id: true }, where: { createdAt: LessThan(cutoff) }, order: { id: 'ASC' }, take: limit })).map(
      (row) => row.id,
    );
    if (ids.length === 0) return 0;
    return (await repository.delete({ id: In(ids) })).affected ?? ids.length;
  }
}
