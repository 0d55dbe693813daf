import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { addDays } from 'date-fns/addDays';
import { DataSource, EntityManager } from 'typeorm';
import { TrackingService } from '../analytics/tracking.service';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { CustomerDeletion } from '../customers/customer-deletion.service';
import { Transactions } from '../database/transactions';
import { JobLocks } from '../jobs/job-locks.service';
import { CrmLeadsService } from '../leads/crm-leads.service';
import { MailService } from '../mail/mail.service';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { ProfilesService } from '../profiles/profiles.service';
import { QuotesService } from '../quotes/quotes.service';
import { WebhookOutbox } from '../webhooks/webhook-outbox.service';
import { RetentionRecord } from './entities/retention-record.entity';
import {
  futureEngagementParams,
  hasFutureEngagementSql,
  periodText,
  RETENTION_NOTICE_DAYS,
  retentionClock,
  RetentionClock,
  whereEligible,
} from './retention-rules';

export const RETENTION_LOCK = 'data-retention';
/**
 * The job lock's lifetime: renewed every third of it while the run goes on (JobLocks.runExclusive),
 * so a long run keeps it; a lock left by a dead instance frees itself after it.
 */
const LOCK_TTL_MS = 10 * 60 * 1000;
const BATCH = 200;
/** Rows of a purge deleted per transaction. */
const PURGE_BATCH = 1000;

/**
 * Lets the requests waiting on the event loop run (the public comparison above all) between one
 * batch and the next. On SQLite every query runs synchronously, so a loop of awaits on them never
 * gives way by itself: without this, the whole run would hold every request up. (Between customers
 * the transaction runner gives way: each deletion is a transaction.)
 */
const giveWay = (): Promise<void> => nextTurn();
export const CLEANUP_RUNNING = 'A data cleanup is already running. Please try again in a few minutes.';

export interface RetentionSummary {
  /** Customers newly scheduled, plus due customers handled (deleted, exempted or failed). */
  totalProcessed: number;
  businessProfilesDeleted: number;
  scheduled: number;
  /** Due customers that no longer qualified (activity since, or something in the future). */
  exempted: number;
  /** Due customers whose deletion failed (each rolled back whole; retried at the next run). */
  failed: number;
  auditEntriesDeleted: number;
  trackingEventsDeleted: number;
  /** Stored emails (any status, any customer or none) older than the period. */
  emailsDeleted: number;
  /** Finished webhook deliveries to providers (with their attempt logs) last touched before the period. */
  webhookDeliveriesDeleted: number;
}

/**
 * The data-retention run (rules in retention-rules.ts): schedule, delete the due customers one
 * transaction each through the customers' own deletion, purge old audit entries, tracking events
 * and emails, and record the counts (never personal data) in the audit. One instance at a time
 * across every app instance on the database (a job lock, held for the whole run).
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('Retention');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly locks: JobLocks,
    private readonly transactions: Transactions,
    private readonly deletion: CustomerDeletion,
    private readonly audit: AuditService,
    private readonly tracking: TrackingService,
    private readonly mail: MailService,
    private readonly profiles: ProfilesService,
    private readonly leads: CrmLeadsService,
    private readonly quotes: QuotesService,
    private readonly webhooks: WebhookOutbox,
  ) {}

  get months(): number {
    return this.config.retentionMonths;
  }

  /** Runs once across instances; null when another instance (or request) is running it. */
  runLocked(now: Date, crmUserId: number | null): Promise<RetentionSummary | null> {
    return this.locks.runExclusive(RETENTION_LOCK, now, LOCK_TTL_MS, () => this.run(retentionClock(now, this.months), crmUserId));
  }

  /** POST cleanup: the same run now, or 409 while it runs elsewhere. */
  async cleanupNow(now: Date, crmUserId: number): Promise<RetentionSummary> {
    const summary = await this.runLocked(now, crmUserId);
    if (!summary) throw new ConflictException(CLEANUP_RUNNING);
    return summary;
  }

  private async run(clock: RetentionClock, crmUserId: number | null): Promise<RetentionSummary> {
    const scheduled = await this.schedule(clock);
    const due = await this.deleteDue(clock);
    // Each module deletes its own old rows (audit entries, tracking events, stored emails, webhook deliveries).
    const auditEntriesDeleted = await this.purgeOlder((manager, limit) => this.audit.purgeBefore(manager, clock.cutoff, limit));
    const trackingEventsDeleted = await this.purgeOlder((manager, limit) => this.tracking.purgeBefore(manager, clock.cutoff, limit));
    const emailsDeleted = await this.purgeOlder((manager, limit) => this.mail.purgeBefore(manager, clock.cutoff, limit));
    const webhookDeliveriesDeleted = await this.purgeOlder((manager, limit) => this.webhooks.purgeBefore(manager, clock.cutoff, limit));
    const summary: RetentionSummary = {
      totalProcessed: scheduled + due.deleted + due.exempted + due.failed,
      businessProfilesDeleted: due.deleted,
      scheduled,
      exempted: due.exempted,
      failed: due.failed,
      auditEntriesDeleted,
      trackingEventsDeleted,
      emailsDeleted,
      webhookDeliveriesDeleted,
    };
    await this.audit.record(this.dataSource.manager, {
      action: 'retention_cleanup',
      tableName: 'retention_records',
      recordId: null,
      reason:
        `Data retention (${periodText(this.months)}): ${summary.businessProfilesDeleted} customers deleted, ${scheduled} scheduled, ${due.exempted} no longer due, ` +
        `${due.failed} failed; ${auditEntriesDeleted} audit entries, ${trackingEventsDeleted} tracking events, ${emailsDeleted} emails and ` +
        `${webhookDeliveriesDeleted} webhook deliveries older than the period deleted`,
      crmUserId,
    });
    const purged = auditEntriesDeleted + trackingEventsDeleted + emailsDeleted + webhookDeliveriesDeleted;
    if (summary.totalProcessed > 0 || purged > 0) this.logger.log(summary);
    return summary;
  }

  /**
   * Schedules every eligible customer not yet scheduled (deletion after the notice period), puts
   * back a scheduled customer that is no longer inactive or has something in the future (its
   * record goes), in batches. Answers how many were scheduled.
   */
  private async schedule(clock: RetentionClock): Promise<number> {
    const deletionDate = addDays(clock.now, RETENTION_NOTICE_DAYS);
    let scheduled = 0;
    for (;;) {
      // Which customers are due stays one query here: the retention rule spans several modules'
      // tables (profiles, tasks, activities, retention records) and is decided in one statement, so
      // it is not split into per-module calls (that would read ids across modules between queries).
      const batch = await whereEligible(this.dataSource.getRepository(BusinessProfile).createQueryBuilder('bp'), 'bp', clock)
        .andWhere('NOT EXISTS (SELECT 1 FROM retention_records rr WHERE rr.businessProfileId = bp.id)')
        .select('bp.id', 'id')
        .orderBy('bp.id', 'ASC')
        .limit(BATCH)
        .getRawMany<{ id: string }>();
      if (batch.length === 0) break;
      await this.dataSource
        .getRepository(RetentionRecord)
        .createQueryBuilder()
        .insert()
        .values(batch.map((row) => ({ businessProfileId: row.id, status: 'scheduled', scheduledDeletionDate: deletionDate })))
        .orIgnore()
        .execute();
      scheduled += batch.length;
      if (batch.length < BATCH) break;
      await giveWay();
    }
    // Records of customers someone worked on since, or with a task or event ahead, are no longer
    // scheduled (the same rule, across profiles, tasks and activities: kept as one statement here).
    await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(RetentionRecord)
      .where(
        `businessProfileId IN (SELECT back_bp.id FROM business_profiles back_bp WHERE back_bp.lastActivityAt >= :retentionCutoff OR ${hasFutureEngagementSql('back_bp.id')})`,
        { retentionCutoff: clock.cutoff, ...futureEngagementParams(clock) },
      )
      .execute();
    return scheduled;
  }

  /** Deletes the due customers, each in its own transaction, re-checking the rule under its row lock. */
  private async deleteDue(clock: RetentionClock): Promise<{ deleted: number; exempted: number; failed: number }> {
    const result = { deleted: 0, exempted: 0, failed: 0 };
    let afterId = 0;
    for (;;) {
      const batch = await this.dataSource
        .getRepository(RetentionRecord)
        .createQueryBuilder('rr')
        .select(['rr.id', 'rr.businessProfileId'])
        .where('rr.status = :scheduled AND rr.scheduledDeletionDate <= :now AND rr.id > :afterId', { scheduled: 'scheduled', now: clock.now, afterId })
        .orderBy('rr.id', 'ASC')
        .take(BATCH)
        .getMany();
      for (const record of batch) {
        afterId = record.id;
        // Each customer's deletion is a transaction, which on SQLite starts on a later turn (Transactions.run).
        try {
          const isDeleted = await this.deletion.deleteExpired(
            record.businessProfileId,
            (manager) => this.isStillEligible(manager, record.businessProfileId, clock),
            `no activity for ${periodText(this.months)}`,
          );
          if (isDeleted) result.deleted += 1;
          else {
            result.exempted += 1;
            await this.dataSource.getRepository(RetentionRecord).update({ id: record.id }, { status: 'exempt' });
          }
        } catch (error) {
          result.failed += 1;
          this.logger.error(`Retention: customer record ${record.id} not deleted: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (batch.length < BATCH) break;
    }
    return result;
  }

  /** The retention rule re-checked in the deletion's transaction: one query across profiles, tasks and activities (kept here, as in schedule). */
  private async isStillEligible(manager: EntityManager, profileId: string, clock: RetentionClock): Promise<boolean> {
    const row = await whereEligible(manager.getRepository(BusinessProfile).createQueryBuilder('bp'), 'bp', clock)
      .andWhere('bp.id = :profileId', { profileId })
      .select('bp.id', 'id')
      .getRawOne();
    return Boolean(row);
  }

  /**
   * Runs a purge in batches, each batch one transaction: `purgeBatch` (the owning module's
   * purgeBefore) deletes up to `limit` of its old rows, ids read and deleted together, and answers
   * how many went; the batches go on until one deletes nothing. Answers how many went in all.
   */
  private async purgeOlder(purgeBatch: (manager: EntityManager, limit: number) => Promise<number>): Promise<number> {
    let deleted = 0;
    for (;;) {
      const gone = await this.transactions.run((manager) => purgeBatch(manager, PURGE_BATCH));
      if (gone === 0) return deleted;
      deleted += gone;
      await giveWay();
    }
  }

  /** GET status: totals, what qualifies now, the policy, the next run. */
  async status(now: Date): Promise<{ total: Counts; eligibleForDeletion: Counts; scheduled: number }> {
    const clock = retentionClock(now, this.months);
    // Which customers qualify is the retention rule's query, across profiles, tasks and activities
    // (kept here, as in schedule); each owning module counts its own rows of those customers.
    const eligibleIds = () => whereEligible(this.dataSource.getRepository(BusinessProfile).createQueryBuilder('el_bp'), 'el_bp', clock).select('el_bp.id');
    const [profiles, leads, quotes, eligibleProfiles, eligibleLeads, eligibleQuotes, scheduled] = await Promise.all([
      this.profiles.countCustomers(),
      this.leads.countLeads(),
      this.quotes.countQuotes(),
      this.profiles.countCustomers(eligibleIds()),
      this.leads.countLeads(eligibleIds()),
      this.quotes.countQuotes(eligibleIds()),
      this.dataSource.getRepository(RetentionRecord).count({ where: { status: 'scheduled' } }),
    ]);
    return {
      total: { businessProfiles: profiles, leads, quotes },
      eligibleForDeletion: { businessProfiles: eligibleProfiles, leads: eligibleLeads, quotes: eligibleQuotes },
      scheduled,
    };
  }
}

export interface Counts {
  businessProfiles: number;
  leads: number;
  quotes: number;
}
