import { ConflictException, Injectable, Logger, NotFoundException, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, LessThan, Repository } from 'typeorm';
import { scopeWebhookDeliveries } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { Clock } from '../common/clock/clock';
import { CustomerDataHolder, DeletedCustomer, HoldsCustomerData } from '../customers/customer-data-holder';
import { afterCommit } from '../database/transactions';
import { deliverDueInBatches } from '../jobs/due-batches';
import { JobLocks } from '../jobs/job-locks.service';
import { WebhookDeliveryViewDto } from './dto/webhook-delivery-view.dto';
import { WebhookAttempt } from './entities/webhook-attempt.entity';
import { WebhookDelivery, WebhookDeliveryStatus, WebhookEventType } from './entities/webhook-delivery.entity';
import { WebhookEndpoints } from './webhook-endpoints.service';
import { afterFailure, isDelivered, RETRY_WINDOW_MS, SENDING_LEASE_MS, shortError } from './webhook-policy';
import { postWebhook, WebhookAnswer } from './webhook-sender';
import { newMessageId, signedHeaders } from './webhook-signing';

/** Deliveries no longer tried: data retention may delete them once they are old. */
const FINISHED_STATUSES: WebhookDeliveryStatus[] = ['delivered', 'failed'];

/** An event about a lead, for its provider's webhook. */
export interface LeadWebhookEvent {
  type: WebhookEventType;
  providerId: number;
  leadId: number;
  businessProfileId: string;
  /** The message's `data` (the lead as it is after the event). */
  data: Record<string, unknown>;
  at: Date;
}

export const WEBHOOK_DELIVERY_LOCK = 'webhook-delivery';
/** The delivery run's job lock: renewed while the run goes on, freed by itself if an instance dies mid-run. */
const LOCK_TTL_MS = 5 * 60_000;
const BATCH_SIZE = 50;
const MAX_BATCHES_PER_RUN = 20;
const ATTEMPTS_SHOWN = 20;
const DELIVERIES_SHOWN = 100;
export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';
const NO_WEBHOOK = 'No webhook is set for this provider';

/** Rows a run may take: pending and due, or claimed by a run whose lease has run out (a crashed process). */
function dueCondition(alias?: string): string {
  const c = (name: string): string => (alias ? `${alias}.${name}` : name);
  return `(${c('status')} IN ('pending', 'sending') AND ${c('nextAttemptAt')} <= :now)`;
}

/**
 * The durable outbox of leads' webhooks. An event is stored in the transaction that writes the
 * lead (so a lead is never without its message, nor a message without its lead), and its first
 * attempt starts once that transaction has committed; every other attempt is made by the delivery
 * run (WebhookDeliveryJob, one instance at a time under a job lock), which survives restarts
 * because everything it needs is in the database. A row is claimed with one conditional UPDATE
 * before it is sent, so two runs never send it at once. Each attempt is logged.
 */
@HoldsCustomerData('webhook deliveries')
@Injectable()
export class WebhookOutbox implements CustomerDataHolder, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private readonly inFlight = new Set<Promise<unknown>>();
  private isClosing = false;

  constructor(
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    @InjectRepository(WebhookAttempt) private readonly attemptLog: Repository<WebhookAttempt>,
    private readonly endpoints: WebhookEndpoints,
    private readonly locks: JobLocks,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores the event for the lead's provider in the caller's transaction, when that provider has a
   * webhook; its first attempt starts after the commit (never when the transaction rolls back).
   */
  async enqueue(manager: EntityManager, event: LeadWebhookEvent): Promise<void> {
    if (!(await this.endpoints.hasEndpoint(manager, event.providerId))) return;
    const now = this.clock.now();
    const body = JSON.stringify({ type: event.type, timestamp: event.at.toISOString(), data: event.data });
    const repository = manager.getRepository(WebhookDelivery);
    const saved = await repository.save(
      repository.create({
        messageId: newMessageId(),
        providerId: event.providerId,
        leadId: event.leadId,
        businessProfileId: event.businessProfileId,
        eventType: event.type,
        payload: body,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS),
        lastAttemptAt: null,
        lastStatusCode: null,
        lastError: null,
        deliveredAt: null,
      }),
    );
    await afterCommit(manager, async () => this.attemptInBackground(saved.id));
  }

  /** The delivery run: every due delivery, once across instances; null when another instance is running it. */
  deliverDue(): Promise<number | null> {
    return this.track(this.locks.runExclusive(WEBHOOK_DELIVERY_LOCK, this.clock.now(), LOCK_TTL_MS, () => this.deliverDueRun()));
  }

  /** The deliveries of one lead the user may see (a partner: its own provider's), newest first, each with its latest attempts. */
  async ofLead(leadId: number, user: SessionUser): Promise<WebhookDeliveryViewDto[]> {
    const rows = await scopeWebhookDeliveries(this.deliveries.createQueryBuilder('d').where('d.leadId = :leadId', { leadId }), user, 'd')
      .orderBy('d.id', 'DESC')
      .take(DELIVERIES_SHOWN)
      .getMany();
    return this.views(rows);
  }

  /**
   * Sends a delivery again now, as a new round of 24 hours of retries (same message id), and
   * answers it after that attempt. 404 for a delivery the user may not see; 409 while an attempt
   * of it is under way.
   */
  async redeliver(id: number, user: SessionUser): Promise<WebhookDeliveryViewDto> {
    const visible = await scopeWebhookDeliveries(this.deliveries.createQueryBuilder('d').where('d.id = :id', { id }), user, 'd').getExists();
    if (!visible) throw new NotFoundException(DELIVERY_NOT_FOUND);
    const now = this.clock.now();
    const reopened = await this.deliveries
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS), deliveredAt: null })
      .where("id = :id AND (status <> 'sending' OR nextAttemptAt <= :now)", { id, now })
      .execute();
    if (reopened.affected !== 1) throw new ConflictException('This delivery is being sent right now: try again in a moment');
    await this.track(this.deliverOne(id));
    return (await this.views([await this.deliveries.findOneByOrFail({ id })]))[0];
  }

  /**
   * Deleting customers: their leads' deliveries (and their attempt logs) go, inside the deletion's
   * transaction. They are not counted in the audit entry: they are copies of the leads it counts.
   */
  async deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<void> {
    const profileIds = customers.map((customer) => customer.id);
    const ids = (await manager.getRepository(WebhookDelivery).find({ select: { id: true }, where: { businessProfileId: In(profileIds) } })).map(
      (row) => row.id,
    );
    await this.deleteDeliveries(manager, ids);
  }

  /**
   * Data retention: up to `limit` finished deliveries (delivered, or failed for good) not touched
   * since `cutoff` (their last attempt or redelivery), with their attempt logs. Their bodies carry
   * the lead's contact details, which are kept no longer than the retention period whatever the
   * customer. Deliveries still being tried are left alone. Answers how many went.
   */
  async purgeBefore(manager: EntityManager, cutoff: Date, limit: number): Promise<number> {
    const ids = (
      await manager.getRepository(WebhookDelivery).find({
        select: { id: true },
        where: { status: In(FINISHED_STATUSES), updatedAt: LessThan(cutoff) },
        order: { id: 'ASC' },
        take: limit,
      })
    ).map((row) => row.id);
    return this.deleteDeliveries(manager, ids);
  }

  /** Deletes deliveries with their attempt logs, in the caller's transaction; answers how many went. */
  private async deleteDeliveries(manager: EntityManager, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    await manager.getRepository(WebhookAttempt).delete({ deliveryId: In(ids) });
    return (await manager.getRepository(WebhookDelivery).delete({ id: In(ids) })).affected ?? ids.length;
  }

  async onModuleDestroy(): Promise<void> {
    this.isClosing = true;
    await Promise.allSettled([...this.inFlight]);
  }

  private deliverDueRun(): Promise<number> {
    return deliverDueInBatches({
      dueIds: async () =>
        (
          await this.deliveries
            .createQueryBuilder('d')
            .select('d.id', 'id')
            .where(dueCondition('d'), { now: this.clock.now() })
            .orderBy('d.nextAttemptAt', 'ASC')
            .addOrderBy('d.id', 'ASC')
            .limit(BATCH_SIZE)
            .getRawMany<{ id: number | string }>()
        ).map((row) => Number(row.id)),
      deliver: (id) => this.deliverOne(id),
      maxBatches: MAX_BATCHES_PER_RUN,
      isClosing: () => this.isClosing,
    });
  }

  private attemptInBackground(id: number): void {
    if (this.isClosing) return;
    void this.track(
      this.deliverOne(id).catch((error: unknown) => this.logger.error(`Webhook delivery ${id}: attempt could not run: ${(error as Error).message}`)),
    );
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.then(
      () => this.inFlight.delete(work),
      () => this.inFlight.delete(work),
    );
    return work;
  }

  /** Claims, sends, logs and records one attempt; answers true when it was delivered. */
  private async deliverOne(id: number): Promise<boolean> {
    const claimedAt = this.clock.now();
    const claim = await this.deliveries
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set({ status: 'sending', nextAttemptAt: new Date(claimedAt.getTime() + SENDING_LEASE_MS) })
      .where('id = :id', { id })
      .andWhere(dueCondition(), { now: claimedAt })
      .execute();
    if (claim.affected !== 1) return false;
    const delivery = await this.deliveries.findOneByOrFail({ id });
    const now = this.clock.now();
    const target = await this.endpoints.target(delivery.providerId, now);
    const answer: WebhookAnswer = target
      ? await postWebhook(
          { url: target.url, headers: signedHeaders(target.secrets, delivery.messageId, now, delivery.payload), body: delivery.payload },
          this.endpoints.rules,
        )
      : { statusCode: null, durationMs: 0, excerpt: null, isCut: false, error: NO_WEBHOOK };
    await this.record(delivery, target?.url ?? '', now, answer);
    return isDelivered(answer.statusCode);
  }

  private async record(delivery: WebhookDelivery, url: string, attemptedAt: Date, answer: WebhookAnswer): Promise<void> {
    const attempts = delivery.attempts + 1;
    const error = answer.error ?? (isDelivered(answer.statusCode) ? null : `Answered HTTP ${answer.statusCode}`);
    await this.attemptLog.insert({
      deliveryId: delivery.id,
      attemptedAt,
      url: url.slice(0, 500),
      statusCode: answer.statusCode,
      durationMs: answer.durationMs,
      responseExcerpt: answer.excerpt,
      isResponseCut: answer.isCut,
      error: error === null ? null : shortError(error),
    });
    const common = { attempts, lastAttemptAt: attemptedAt, lastStatusCode: answer.statusCode, lastError: error === null ? null : shortError(error) };
    if (isDelivered(answer.statusCode)) {
      await this.deliveries.update(
        { id: delivery.id, status: 'sending' },
        { ...common, status: 'delivered', nextAttemptAt: null, deliveredAt: this.clock.now() },
      );
      return;
    }
    // Without a webhook there is nowhere to retry to.
    const outcome = url ? afterFailure(attempts, this.clock.now(), delivery.retryUntil) : { status: 'failed' as const, nextAttemptAt: null };
    await this.deliveries.update({ id: delivery.id, status: 'sending' }, { ...common, status: outcome.status, nextAttemptAt: outcome.nextAttemptAt });
    if (outcome.status === 'failed') this.logger.warn(`Webhook delivery ${delivery.id} failed for good after ${attempts} attempt(s): ${common.lastError}`);
  }

  private async views(rows: WebhookDelivery[]): Promise<WebhookDeliveryViewDto[]> {
    if (rows.length === 0) return [];
    const attempts = await this.attemptLog.find({ where: { deliveryId: In(rows.map((row) => row.id)) }, order: { id: 'DESC' } });
    return rows.map((row) => ({
      id: row.id,
      messageId: row.messageId,
      leadId: row.leadId,
      providerId: row.providerId,
      eventType: row.eventType,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.nextAttemptAt,
      retryUntil: row.retryUntil,
      deliveredAt: row.deliveredAt,
      lastStatusCode: row.lastStatusCode,
      lastError: row.lastError,
      createdAt: row.createdAt,
      attemptLog: attempts
        .filter((attempt) => attempt.deliveryId === row.id)
        .slice(0, ATTEMPTS_SHOWN)
        .map((attempt) => ({
          attemptedAt: attempt.attemptedAt,
          url: attempt.url,
          statusCode: attempt.statusCode,
          durationMs: attempt.durationMs,
          responseExcerpt: attempt.responseExcerpt,
          isResponseCut: attempt.isResponseCut,
          error: attempt.error,
        })),
    }));
  }
}
