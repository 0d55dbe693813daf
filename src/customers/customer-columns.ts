/**
 * The customer list's columns, on `bp` (business_profiles), shared by its query, its search and
 * the dashboard's details. A customer's status is its latest lead's (the highest id).
 */
export const CUSTOMER_ALIAS = 'bp';

/** SQL: the id of the latest lead of the customer whose id is `profileId` (`alias` names the subquery's leads). */
export const latestLeadId = (profileId: string, alias: string): string => `(SELECT MAX(${alias}.id) FROM leads ${alias} WHERE ${alias}.businessProfileId = ${profileId})`;

/** The latest lead's status of each customer, as SQL (null without a lead). */
export const CUSTOMER_STATUS_SQL = `(SELECT cs_l.status FROM leads cs_l WHERE cs_l.id = ${latestLeadId('bp.id', 'cs_m')})`;

/** The list's sort fields: API name -> SQL. */
export const CUSTOMER_SORTABLE: Record<string, string> = {
  id: 'bp.id',
  createdAt: 'bp.createdAt',
  // LOWER: MariaDB compares names case-insensitively and SQLite would not.
  businessName: 'LOWER(bp.businessName)',
  monthlyTurnover: 'bp.monthlyTurnover',
  lastActivityAt: 'bp.lastActivityAt',
  status: CUSTOMER_STATUS_SQL,
};

/** Newest first. */
export const CUSTOMER_DEFAULT_SORT: [string, 'ASC' | 'DESC'] = ['createdAt', 'DESC'];
