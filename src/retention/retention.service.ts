import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { addDays } from 'date-fns';
import { DataSource, EntityManager, EntityTarget, In, LessThan, ObjectLiteral } from 'typeorm';
import { TrackingEvent } from '../analytics/entities/tracking-event.entity';
import { numberOf } from '../analytics/sql-time';
import { AuditService } from '../audit/audit.service';
import { AuditLog } from '../audit/entities/audit-log.entity';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { CustomerDeletion } from '../customers/customer-deletion.service';
import { Transactions } from '../database/transactions';
import { JobLocks } from '../jobs/job-locks.service';
import { Lead } from '../leads/entities/lead.entity';
import { Email } from '../mail/entities/email.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { Quote } from '../quotes/entities/quote.entity';
import { RetentionRecord } from './entities/retention-record.entity';
import { futureEngagementParams, hasFutureEngagementSql, periodText, RETENTION_NOTICE_DAYS, retentionClock, RetentionClock, whereEligible } from './retention-rules';

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
    const auditEntriesDeleted = await this.purgeOlder(AuditLog, clock.cutoff);
    const trackingEventsDeleted = await this.purgeOlder(TrackingEvent, clock.cutoff);
    const emailsDeleted = await this.purgeOlder(Email, clock.cutoff);
    const summary: RetentionSummary = {
      totalProcessed: scheduled + due.deleted + due.exempted + due.failed,
      businessProfilesDeleted: due.deleted,
      scheduled,
      exempted: due.exempted,
      failed: due.failed,
      auditEntriesDeleted,
      trackingEventsDeleted,
      emailsDeleted,
    };
    await this.audit.record(this.dataSource.manager, {
      action: 'retention_cleanup',
      tableName: 'retention_records',
      recordId: null,
      reason:
        `Data retention (${periodText(this.months)}): ${summary.businessProfilesDeleted} customers deleted, ${scheduled} scheduled, ${due.exempted} no longer due, ` +
        `${due.failed} failed; ${auditEntriesDeleted} audit entries, ${trackingEventsDeleted} tracking events and ${emailsDeleted} emails older than the period deleted`,
      crmUserId,
    });
    if (summary.totalProcessed > 0 || auditEntriesDeleted > 0 || trackingEventsDeleted > 0 || emailsDeleted > 0) this.logger.log(summary);
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
    // Records of customers someone worked on since, or with a task or event ahead, are no longer scheduled.
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
          const isDeleted = await this.deletion.deleteExpired(record.businessProfileId, (manager) => this.isStillEligible(manager, record.businessProfileId, clock), `no activity for ${periodText(this.months)}`);
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

  private async isStillEligible(manager: EntityManager, profileId: string, clock: RetentionClock): Promise<boolean> {
    const row = await whereEligible(manager.getRepository(BusinessProfile).createQueryBuilder('bp'), 'bp', clock).andWhere('bp.id = :profileId', { profileId }).select('bp.id', 'id').getRawOne();
    return Boolean(row);
  }

  /**
   * Deletes the rows created before `cutoff`, in batches by id, each batch one transaction (its ids
   * read and deleted together; no row loaded beyond its id). Answers how many went.
   */
  private async purgeOlder(entity: EntityTarget<ObjectLiteral>, cutoff: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const gone = await this.transactions.run(async (manager) => {
        const repository = manager.getRepository(entity);
        const ids = (await repository.find({ select: { id: true }, where: { createdAt: LessThan(cutoff) }, order: { id: 'ASC' }, take: PURGE_BATCH })).map((row) => row.id as number);
        if (ids.length === 0) return 0;
        return (await repository.delete({ id: In(ids) })).affected ?? ids.length;
      });
      if (gone === 0) return deleted;
      deleted += gone;
      await giveWay();
    }
  }

  /** GET status: totals, what qualifies now, the policy, the next run. */
  async status(now: Date): Promise<{ total: Counts; eligibleForDeletion: Counts; scheduled: number }> {
    const clock = retentionClock(now, this.months);
    const eligibleIds = () => whereEligible(this.dataSource.getRepository(BusinessProfile).createQueryBuilder('el_bp'), 'el_bp', clock).select('el_bp.id');
    const countOf = async (entity: EntityTarget<ObjectLiteral>, eligibleOnly: boolean): Promise<number> => {
      const qb = this.dataSource.getRepository(entity).createQueryBuilder('x').select('COUNT(*)', 'n');
      if (eligibleOnly) {
        const sub = eligibleIds();
        const column = entity === BusinessProfile ? 'x.id' : 'x.businessProfileId';
        qb.where(`${column} IN (${sub.getQuery()})`).setParameters(sub.getParameters());
      }
      return numberOf((await qb.getRawOne<{ n: unknown }>())?.n);
    };
    const [profiles, leads, quotes, eligibleProfiles, eligibleLeads, eligibleQuotes, scheduled] = await Promise.all([
      countOf(BusinessProfile, false),
      countOf(Lead, false),
      countOf(Quote, false),
      countOf(BusinessProfile, true),
      countOf(Lead, true),
      countOf(Quote, true),
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
