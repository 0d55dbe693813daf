import { Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CUSTOMER_NOT_FOUND, scopeOneByCustomer } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { forUpdate, Transactions } from '../database/transactions';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { ProfilesService } from '../profiles/profiles.service';
import { CUSTOMER_DATA_ORDER, CustomerDataHolder, DeletedCustomer, HoldsCustomerData } from './customer-data-holder';

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * Deletes customers with everything that hangs off them, all or nothing in one transaction: each
 * module that keeps rows of customers deletes its own (leads, quotes, tasks, activities, emails,
 * saved progress, the tracking events of the visit that created them unless another profile of
 * that visit remains, retention records, and last the profiles), asked in CUSTOMER_DATA_ORDER.
 * Writes one audit entry per customer with the counts of what went with it: never a name, an
 * email or any other personal data.
 */
@Injectable()
export class CustomerDeletion implements OnModuleInit {
  private holders: CustomerDataHolder[] = [];

  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly profiles: ProfilesService,
    private readonly discovery: DiscoveryService,
  ) {}

  /** Finds the holder of each kind of customer data (exactly one each), in deletion order. */
  onModuleInit(): void {
    const found = new Map<string, CustomerDataHolder[]>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: HoldsCustomerData.KEY })) {
      const kind = this.discovery.getMetadataByDecorator(HoldsCustomerData, wrapper);
      if (kind && wrapper.instance) found.set(kind, [...(found.get(kind) ?? []), wrapper.instance as CustomerDataHolder]);
    }
    this.holders = CUSTOMER_DATA_ORDER.map((kind) => {
      const holders = found.get(kind) ?? [];
      if (holders.length !== 1) throw new Error(`Customer deletion needs one holder of ${kind}, found ${holders.length}`);
      return holders[0];
    });
  }

  /**
   * Every id is checked (and locked) before anything is deleted: an unknown id, or one the user
   * may not see, is 404 naming it, and nothing is deleted. Answers the ids deleted.
   */
  async delete(ids: string[], user: SessionUser, options: { isBulk: boolean }): Promise<string[]> {
    const unique = [...new Set(ids)].sort();
    return this.transactions.run(async (manager) => {
      const profiles = await this.lockVisible(manager, unique, user);
      const missing = unique.filter((id) => !profiles.some((profile) => profile.id === id));
      if (missing.length) throw new NotFoundException(options.isBulk ? `${CUSTOMER_NOT_FOUND}: ${missing.join(', ')}` : CUSTOMER_NOT_FOUND);
      const bulk = options.isBulk ? ` (bulk delete of ${count(unique.length, 'customer', 'customers')})` : '';
      await this.deleteWithAudit(manager, profiles, { crmUserId: user.id, describe: (counts) => `Customer deleted with ${counts}${bulk}` });
      return unique;
    });
  }

  /**
   * Data retention: deletes one customer with everything that hangs off it, in one transaction,
   * if `isStillDue` (asked inside that transaction, after the customer's row is locked) says it
   * still qualifies; the audit entry names the rule and the counts, and no user. Answers whether
   * the customer was deleted; a failure deletes nothing of it.
   */
  async deleteExpired(id: string, isStillDue: (manager: EntityManager) => Promise<boolean>, rule: string): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const profiles = await forUpdate(
        manager.getRepository(BusinessProfile).createQueryBuilder('bp').select(['bp.id', 'bp.sessionHash']).where('bp.id = :id', { id }),
      ).getMany();
      if (profiles.length === 0 || !(await isStillDue(manager))) return false;
      await this.deleteWithAudit(manager, profiles, {
        crmUserId: null,
        describe: (counts) => `Customer deleted under the data-retention policy (${rule}) with ${counts}`,
      });
      return true;
    });
  }

  /** Deletes the locked profiles and what hangs off them, with one audit entry each (counts only). */
  private async deleteWithAudit(
    manager: EntityManager,
    profiles: BusinessProfile[],
    audit: { crmUserId: number | null; describe: (counts: string) => string },
  ): Promise<void> {
    const counts = await this.deleteWithHolders(manager, profiles);
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
    const qb = manager
      .getRepository(BusinessProfile)
      .createQueryBuilder('bp')
      .select(['bp.id', 'bp.sessionHash'])
      .where('bp.id IN (:...ids)', { ids })
      .orderBy('bp.id', 'ASC');
    return forUpdate(scopeOneByCustomer(qb, user, 'bp.id')).getMany();
  }

  /** Asks each holder, in order, to delete its rows of the profiles (the profiles last); answers, per profile, the counts of what went. */
  private async deleteWithHolders(manager: EntityManager, profiles: BusinessProfile[]): Promise<Map<string, string[]>> {
    const lastOfVisit = await this.profiles.sessionsOfNoOtherProfile(manager, profiles);
    const customers: DeletedCustomer[] = profiles.map((profile) => ({
      id: profile.id,
      sessionHash: profile.sessionHash,
      isLastOfVisit: lastOfVisit.has(profile.sessionHash),
    }));
    const counts = new Map<string, string[]>(customers.map((customer) => [customer.id, []]));
    for (const holder of this.holders) {
      const deleted = await holder.deleteCustomerData(manager, customers);
      if (!deleted) continue;
      for (const customer of customers) counts.get(customer.id)!.push(count(deleted.perCustomer.get(customer.id) ?? 0, deleted.one, deleted.many));
    }
    return counts;
  }
}
