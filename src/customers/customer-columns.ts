import { ownLeadsSql } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';

/**
 * The customer list's columns, on `bp` (business_profiles), shared by its query, its search and
 * the dashboard's details. A customer's status is its latest lead's (the highest id) among the
 * leads the user reads: on a customer shared by several providers, a partner's status is its own
 * provider's latest lead's, never a competitor's.
 */
export const CUSTOMER_ALIAS = 'bp';

/**
 * SQL: the id of the latest lead of the customer whose id is `profileId` (`alias` names the
 * subquery's leads), among the leads `user` reads (every lead when no user is given).
 */
export const latestLeadId = (profileId: string, alias: string, user?: SessionUser): string =>
  `(SELECT MAX(${alias}.id) FROM leads ${alias} WHERE ${alias}.businessProfileId = ${profileId}${user ? ownLeadsSql(user, alias) : ''})`;

/** The status of each customer as `user` sees it (every lead counts when no user is given), as SQL (null without a lead). */
export const customerStatusSql = (user?: SessionUser): string => `(SELECT cs_l.status FROM leads cs_l WHERE cs_l.id = ${latestLeadId('bp.id', 'cs_m', user)})`;

/** The list's sort fields as `user` sees them (the status of every lead when no user is given): API name -> SQL. */
export function customerSortable(user?: SessionUser): Record<string, string> {
  return {
    id: 'bp.id',
    createdAt: 'bp.createdAt',
    // LOWER: MariaDB compares names case-insensitively and SQLite would not.
    businessName: 'LOWER(bp.businessName)',
    monthlyTurnover: 'bp.monthlyTurnover',
    lastActivityAt: 'bp.lastActivityAt',
    status: customerStatusSql(user),
  };
}

/** Newest first. */
export const CUSTOMER_DEFAULT_SORT: [string, 'ASC' | 'DESC'] = ['createdAt', 'DESC'];
