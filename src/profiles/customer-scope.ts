import { EntityManager } from 'typeorm';

/**
 * The customers' side of the partner rule (auth/partner-scope.ts composes it), read from
 * customer_providers (which providers each customer belongs to, see customer-index.ts) and
 * business_profiles. `providerId` is SQL: a query parameter.
 */

/** The ids of the provider's customers, as a subquery. */
export function providerCustomerIdsSql(providerId: string): string {
  return `SELECT scope_cp.businessProfileId FROM customer_providers scope_cp WHERE scope_cp.providerId = ${providerId}`;
}

/**
 * Whether the customer whose id is `profileIdColumn` is the provider's: one lookup of the table's
 * key. Written as a scalar subquery rather than EXISTS on purpose: MySQL/MariaDB turn a top-level
 * EXISTS into a semi-join that reads the provider's whole set and sorts it, where this is checked
 * row by row in the list's own order, so a page stops as soon as it has its rows.
 */
export function isProviderCustomerSql(providerId: string, profileIdColumn: string): string {
  return `(SELECT 1 FROM customer_providers scope_cp WHERE scope_cp.providerId = ${providerId} AND scope_cp.businessProfileId = ${profileIdColumn}) IS NOT NULL`;
}

/**
 * How many customers the provider has: the rows of its set (each is one customer, and the foreign
 * key keeps it a real one), without reading the customers. `params` binds `providerId`.
 */
export async function countProviderCustomers(manager: EntityManager, providerId: string, params: Record<string, unknown>): Promise<number> {
  const row = await manager
    .createQueryBuilder()
    .select('COUNT(*)', 'total')
    .from('customer_providers', 'scope_cp')
    .where(`scope_cp.providerId = ${providerId}`, params)
    .getRawOne<{ total: number | string }>();
  return Number(row?.total ?? 0);
}

/** The session hashes of the visits that created the customers of `customerIdsSql`, as a subquery. */
export function sessionsOfCustomersSql(customerIdsSql: string): string {
  return `SELECT scope_bp.sessionHash FROM business_profiles scope_bp WHERE scope_bp.id IN (${customerIdsSql})`;
}

/**
 * Whether the visit whose session hash is `sessionHashColumn` created a customer passing
 * `isCustomer` (SQL over the customer's id column), checked from the record's side.
 */
export function sessionOfCustomerSql(sessionHashColumn: string, isCustomer: (profileIdColumn: string) => string): string {
  return `EXISTS (SELECT 1 FROM business_profiles scope_sbp WHERE scope_sbp.sessionHash = ${sessionHashColumn} AND ${isCustomer('scope_sbp.id')})`;
}
