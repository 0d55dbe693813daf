import { Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Transactions } from '../database/transactions';
import type { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { ProfilesService } from '../profiles/profiles.service';
import { CUSTOMER_DATA_ORDER, CustomerDataHolder, CustomerDataKind, DeletedCustomer, DeletedRows, HoldsCustomerData } from './customer-data-holder';
import { CustomerDeletion } from './customer-deletion.service';

/** One fake holder per kind: it records the call and answers one row per customer (no count for the kinds the audit does not count). */
function holderOf(kind: CustomerDataKind, calls: string[]): new () => CustomerDataHolder {
  @HoldsCustomerData(kind)
  @Injectable()
  class FakeHolder implements CustomerDataHolder {
    async deleteCustomerData(_manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows | void> {
      calls.push(kind);
      if (kind === 'profiles' || kind === 'retention records' || kind === 'webhook deliveries') return;
      return { one: kind, many: kind, perCustomer: new Map(customers.map((customer) => [customer.id, customer.isLastOfVisit ? 2 : 1])) };
    }
  }
  Object.defineProperty(FakeHolder, 'name', { value: `Fake ${kind} holder` });
  return FakeHolder;
}

async function deletionWith(kinds: readonly CustomerDataKind[], calls: string[]): Promise<{ deletion: CustomerDeletion; reasons: string[] }> {
  const reasons: string[] = [];
  const module = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [
      CustomerDeletion,
      ...kinds.map((kind) => holderOf(kind, calls)),
      { provide: Transactions, useValue: { run: (work: (manager: EntityManager) => Promise<unknown>) => work({} as EntityManager) } },
      { provide: AuditService, useValue: { record: async (_manager: EntityManager, entry: { reason: string }) => void reasons.push(entry.reason) } },
      { provide: ProfilesService, useValue: { sessionsOfNoOtherProfile: async () => new Set(['visit-a']) } },
    ],
  }).compile();
  await module.init();
  return { deletion: module.get(CustomerDeletion), reasons };
}

describe('CustomerDeletion and the holders of customer data', () => {
  it('asks every holder, in CUSTOMER_DATA_ORDER, and writes the counts of each customer in that order', async () => {
    const calls: string[] = [];
    const { deletion, reasons } = await deletionWith([...CUSTOMER_DATA_ORDER].reverse(), calls);
    const profiles = [
      { id: 'p1', sessionHash: 'visit-a' },
      { id: 'p2', sessionHash: 'visit-b' },
    ] as BusinessProfile[];
    const audit = { crmUserId: 1, describe: (counts: string) => counts };
    await (deletion as unknown as { deleteWithAudit(manager: EntityManager, profiles: BusinessProfile[], audit: object): Promise<void> }).deleteWithAudit(
      {} as EntityManager,
      profiles,
      audit,
    );
    expect(calls).toEqual([...CUSTOMER_DATA_ORDER]);
    expect(reasons).toEqual([
      '2 leads, 2 quotes, 2 tasks, 2 activities, 2 emails, 2 saved progress, 2 renewal reminders, 2 tracking events',
      '1 leads, 1 quotes, 1 tasks, 1 activities, 1 emails, 1 saved progress, 1 renewal reminders, 1 tracking events',
    ]);
  });

  it('refuses to start without exactly one holder of each kind of customer data', async () => {
    await expect(
      deletionWith(
        CUSTOMER_DATA_ORDER.filter((kind) => kind !== 'tracking events'),
        [],
      ),
    ).rejects.toThrow('Customer deletion needs one holder of tracking events, found 0');
    await expect(deletionWith([...CUSTOMER_DATA_ORDER, 'emails'], [])).rejects.toThrow('Customer deletion needs one holder of emails, found 2');
  });
});
