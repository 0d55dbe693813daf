import type { CleanupResult, RetentionStatus, SystemStats } from '../../api/types';
import { CRM_API, httpClient } from '../../httpClient';

/** The admin-only reads and the cleanup of the admin console and the administration page (spec §7). */

export const SYSTEM_STATS_KEY = ['admin', 'system-stats'] as const;
export const RETENTION_STATUS_KEY = ['admin', 'data-retention', 'status'] as const;
/** The scheduled records are react-admin's list of this resource (simple-rest at /api/crm/retention/scheduled). */
export const RETENTION_RESOURCE = 'retention/scheduled';

export const fetchSystemStats = async (): Promise<SystemStats> => (await httpClient(`${CRM_API}/admin/system-stats`)).json as SystemStats;

export const fetchRetentionStatus = async (): Promise<RetentionStatus> =>
  (await httpClient(`${CRM_API}/data-retention/status`)).json as RetentionStatus;

export const runCleanup = async (): Promise<CleanupResult> =>
  (await httpClient(`${CRM_API}/data-retention/cleanup`, { method: 'POST' })).json as CleanupResult;
