/**
 * The cache keys of the admin console's and the administration page's own reads (the data
 * provider's getSystemStats and getRetentionStatus, crmCalls.ts).
 */
export const SYSTEM_STATS_KEY = ['admin', 'system-stats'] as const;
export const RETENTION_STATUS_KEY = ['admin', 'data-retention', 'status'] as const;
/** The scheduled records are react-admin's list of this resource (simple-rest at /api/crm/retention/scheduled). */
export const RETENTION_RESOURCE = 'retention/scheduled';
