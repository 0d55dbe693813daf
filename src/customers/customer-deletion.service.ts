import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, EntityTarget, In, ObjectLiteral } from 'typeorm';
import { TrackingEvent } from '../analytics/entities/tracking-event.entity';
import { AuditService } from '../audit/audit.service';
import { CUSTOMER_NOT_FOUND, scopeOneByCustomer } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { Activity } from '../activities/entities/activity.entity';
import { Task } from '../tasks/entities/task.entity';
import { forUpdate, Transactions } from '../database/transactions';
import { Lead } from '../leads/entities/lead.entity';
import { Email } from '../mail/entities/email.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { SavedProgress } from '../progress/entities/saved-progress.entity';
import { Quote } from '../quotes/entities/quote.entity';
import { RetentionRecord } from '../retention/entities/retention-record.entity';

/** What goes with a customer, keyed by its profile id, in the order it is deleted. */
const BELONGINGS: Array<{ entity: EntityTarget<ObjectLiteral>; one: string; many: string }> = [
  { entity: Lead, one: 'lead', many: 'leads' },
  { entity: Quote, one: 'quote', many: 'quotes' },
  { entity: Task, one: 'task', many: 'tasks' },
  { entity: Activity, one: 'activity', many: 'activities' },
  { entity: Email, one: 'email', many: 'emails' },
  { entity: SavedProgress, one: 'saved progress entry', many: 'saved progress entries' },
];

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * Deletes customers with everything that hangs off them (leads, quotes, tasks, activities,
 * emails, saved progress, retention records, and the tracking events of the visit that created
 * them, unless another profile of that visit remains), all or nothing in one transaction, and
 * writes one audit entry per customer with the counts of what went with it: never a name, an
 * email or any other personal data.
 */
@Injectable()
export class CustomerDeletion {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
  ) {}

  /**
   * Every id is checked (and locked) before anything is deleted: an unknown id, or one the user
   * may not see, is 404 naming it, and nothing is deleted. Answers the ids deleted.
   */
  async delete(ids: string[], user: SessionUser, options: { isBulk: boolean }): Promise<string[]> {
    const unique = [...new Set(ids)].sort();
    return this.transactions.run(
      async (manager) => {
        const profiles = await this.lockVisible(manager, unique, user);
        const missing = unique.filter((id) => !profiles.some((profile) => profile.id === id));
        if (missing.length) throw new NotFoundException(options.isBulk ? `${CUSTOMER_NOT_FOUND}: ${missing.join(', ')}` : CUSTOMER_NOT_FOUND);
        const bulk = options.isBulk ? ` (bulk delete of ${count(unique.length, 'customer', 'customers')})` : '';
        await this.deleteWithAudit(manager, profiles, { crmUserId: user.id, describe: (counts) => `Customer deleted with ${counts}${bulk}` });
        return unique;
      },
      { retries: 2 },
    );
  }

  /**
   * Data retention: deletes one customer with everything that hangs off it, in one transaction,
   * if `isStillDue` (asked inside that transaction, after the customer's row is locked) says it
   * still qualifies; the audit entry names the rule and the counts, and no user. Answers whether
   * the customer was deleted; a failure deletes nothing of it.
   */
  async deleteExpired(id: string, isStillDue: (manager: EntityManager) => Promise<boolean>, rule: string): Promise<boolean> {
    return this.transactions.run(
      async (manager) => {
        const profiles = await forUpdate(manager.getRepository(BusinessProfile).createQueryBuilder('bp').select(['bp.id', 'bp.sessionHash']).where('bp.id = :id', { id })).getMany();
        if (profiles.length === 0 || !(await isStillDue(manager))) return false;
        await this.deleteWithAudit(manager, profiles, { crmUserId: null, describe: (counts) => `Customer deleted under the data-retention policy (${rule}) with ${counts}` });
        return true;
      },
      { retries: 2 },
    );
  }

  /** Deletes the locked profiles and what hangs off them, with one audit entry each (counts only). */
  private async deleteWithAudit(manager: EntityManager, profiles: BusinessProfile[], audit: { crmUserId: number | null; describe: (counts: string) => string }): Promise<void> {
    const counts = await this.deleteBelongings(manager, profiles);
    await manager.getRepository(BusinessProfile).delete({ id: In(profiles.map((profile) => profile.id)) });
    for (const profile of profiles) {
      await this.audit.record(manager, {
        action: 'delete',
        tableName: 'business_profiles',
        recordId: profile.id,
        reason: audit.describe(counts.get(profile.id)!.join(', ')),
        crmUserId: audit.crmUserId,
      });
    }
  }

  /** The profiles, locked in id order (concurrent deletes queue rather than deadlock). */
  private lockVisible(manager: EntityManager, ids: string[], user: SessionUser): Promise<BusinessProfile[]> {
    const qb = manager.getRepository(BusinessProfile).createQueryBuilder('bp').select(['bp.id', 'bp.sessionHash']).where('bp.id IN (:...ids)', { ids }).orderBy('bp.id', 'ASC');
    return forUpdate(scopeOneByCustomer(qb, user, 'bp.id')).getMany();
  }

  /** Deletes what hangs off the profiles and answers, per profile, the counts of what went. */
  private async deleteBelongings(manager: EntityManager, profiles: BusinessProfile[]): Promise<Map<string, string[]>> {
    const ids = profiles.map((profile) => profile.id);
    const counts = new Map<string, string[]>(ids.map((id) => [id, []]));
    for (const { entity, one, many } of BELONGINGS) {
      const perProfile = await countBy(manager, entity, 'businessProfileId', ids);
      await manager.getRepository(entity).delete({ businessProfileId: In(ids) });
      for (const id of ids) counts.get(id)!.push(count(perProfile.get(id) ?? 0, one, many));
    }
    // The visit's anonymous funnel events share the profile's session hash. One visit can make
    // several profiles: its events stay while another profile of it lives on (they are its too).
    const hashes = await this.sessionsOfNoOtherProfile(manager, profiles);
    const perHash = hashes.length ? await countBy(manager, TrackingEvent, 'sessionHash', hashes) : new Map<string, number>();
    if (hashes.length) await manager.getRepository(TrackingEvent).delete({ sessionHash: In(hashes) });
    for (const profile of profiles) counts.get(profile.id)!.push(count(perHash.get(profile.sessionHash) ?? 0, 'tracking event', 'tracking events'));
    await manager.getRepository(RetentionRecord).delete({ businessProfileId: In(ids) });
    return counts;
  }

  /** The session hashes of the profiles that no profile outside them shares (read inside the transaction). */
  private async sessionsOfNoOtherProfile(manager: EntityManager, profiles: BusinessProfile[]): Promise<string[]> {
    const hashes = [...new Set(profiles.map((profile) => profile.sessionHash))];
    const shared = await manager
      .getRepository(BusinessProfile)
      .createQueryBuilder('other')
      .select('DISTINCT other.sessionHash', 'hash')
      .where('other.sessionHash IN (:...hashes)', { hashes })
      .andWhere('other.id NOT IN (:...ids)', { ids: profiles.map((profile) => profile.id) })
      .getRawMany<{ hash: string }>();
    const kept = new Set(shared.map((row) => row.hash));
    return hashes.filter((hash) => !kept.has(hash));
  }
}

async function countBy(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, column: string, keys: string[]): Promise<Map<string, number>> {
  const rows = await manager
    .getRepository(entity)
    .createQueryBuilder('row')
    .select(`row.${column}`, 'key')
    .addSelect('COUNT(*)', 'count')
    .where(`row.${column} IN (:...keys)`, { keys })
    .groupBy(`row.${column}`)
    .getRawMany<{ key: string; count: number | string }>();
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}
