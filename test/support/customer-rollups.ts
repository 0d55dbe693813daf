import { markCustomerFiguresStale } from '../../src/profiles/customer-index';
import type { TestApp } from './app';

/**
 * Marks customers stale for the analytics roll-ups after a test changed their records behind the
 * service's back (moved a profile, quote, lead or tracking event in time, or deleted a profile):
 * the dashboard works their figures out again before it reads the roll-ups, as after a write
 * through the API. Without ids: every customer (and every one deleted since it was counted).
 */
export async function markCustomersStale(t: TestApp, ids?: readonly string[]): Promise<void> {
  const every = async () => {
    const rows = await t.dataSource.query<{ id: string }[]>(
      'SELECT id FROM business_profiles UNION SELECT businessProfileId AS id FROM customer_rollup_contributions',
    );
    return rows.map((row) => row.id);
  };
  await markCustomerFiguresStale(t.dataSource.manager, ids ?? (await every()));
}
