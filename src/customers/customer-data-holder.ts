import { DiscoveryService } from '@nestjs/core';
import { EntityManager, EntityTarget, In, ObjectLiteral } from 'typeorm';

/**
 * The modules that keep rows of a customer, in the order a customer's deletion asks them: each
 * table before the tables its rows point to (leads before quotes, everything before the profile).
 */
export const CUSTOMER_DATA_ORDER = [
  'webhook deliveries',
  'leads',
  'quotes',
  'tasks',
  'activities',
  'emails',
  'saved progress',
  'renewal reminders',
  'tracking events',
  'retention records',
  'profiles',
] as const;
export type CustomerDataKind = (typeof CUSTOMER_DATA_ORDER)[number];

/** A customer being deleted: its profile id and the session hash of the visit that created it. */
export interface DeletedCustomer {
  id: string;
  sessionHash: string;
  /** No profile outside the ones being deleted comes from the same visit. */
  isLastOfVisit: boolean;
}

/** What went with each customer, counted for the audit entry ("3 leads"); never personal data. */
export interface DeletedRows {
  one: string;
  many: string;
  /** Rows deleted per customer id; a customer absent from it had none. */
  perCustomer: Map<string, number>;
}

/**
 * A module that keeps rows of customers deletes them itself when the customers go, inside the
 * deletion's transaction (`manager`), and answers the counts for the audit entry, or nothing when
 * the audit does not count them. The customers' rows are locked; the other customers are left alone.
 */
export interface CustomerDataHolder {
  deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows | void>;
}

/**
 * Marks a provider as the holder of one kind of customer data: the customer deletion finds it at
 * start-up (so the holder's module needs no import of the customers module, nor it of them).
 */
export const HoldsCustomerData = DiscoveryService.createDecorator<CustomerDataKind>();

/**
 * For a holder whose rows carry the customer's profile id in `column`: deletes the customers' rows
 * of `entity` and answers how many each customer had.
 */
export async function deleteRowsOfCustomers(
  manager: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  customers: readonly DeletedCustomer[],
  noun: { one: string; many: string },
  column = 'businessProfileId',
): Promise<DeletedRows> {
  const ids = customers.map((customer) => customer.id);
  const perCustomer = await countPer(manager, entity, column, ids);
  await manager.getRepository(entity).delete({ [column]: In(ids) });
  return { ...noun, perCustomer };
}

/** Rows of `entity` per value of `column`, for the given values (read inside the caller's transaction). */
export async function countPer(
  manager: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  column: string,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
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
