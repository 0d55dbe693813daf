import { SchedulerRegistry } from '@nestjs/schedule';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { RETENTION_JOB } from '../../src/retention/retention.job';
import { RetentionService } from '../../src/retention/retention.service';
import { newCustomer, TEST_ENV } from '../customers/customer-fixtures';
import { startApp, TestApp } from '../support/app';
import { createTestDatabase, TestDatabase } from '../support/database';

const T0 = new Date('2026-07-16T12:00:00Z');
const AFTER_NOTICE = new Date('2026-08-20T12:00:00Z');

/**
 * Two app instances on one database (MariaDB: one database; SQLite: one file) run the retention
 * job at the same moment: the job lock lets exactly one of them delete.
 */
describe('Data retention with two app instances on one database', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let folder: string | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
    else {
      folder = mkdtempSync(join(tmpdir(), 'mc-retention-'));
      database = { url: `sqlite:${join(folder, 'shared.sqlite')}`, drop: async () => undefined };
    }
    first = await startApp(TEST_ENV, database);
    second = await startApp(TEST_ENV, database);
    for (const app of [first, second]) app.app.get(SchedulerRegistry).getCronJob(RETENTION_JOB).stop();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('deletes each due customer once, in one instance, and records one run', async () => {
    const customers = [];
    for (let i = 0; i < 3; i += 1) customers.push(await newCustomer(first, { businessName: `Dormant ${i}` }));
    for (const customer of customers)
      await first.dataSource.getRepository(BusinessProfile).update({ id: customer.id }, { lastActivityAt: new Date('2025-01-10T10:00:00Z') });
    expect((await first.app.get(RetentionService).runLocked(T0, null))?.scheduled).toBe(3);

    const results = await Promise.all([
      first.app.get(RetentionService).runLocked(AFTER_NOTICE, null),
      second.app.get(RetentionService).runLocked(AFTER_NOTICE, null),
    ]);
    const ran = results.filter((summary) => summary !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ businessProfilesDeleted: 3, failed: 0 });
    expect(await second.dataSource.getRepository(BusinessProfile).count()).toBe(0);
    // The scheduling run at T0 and exactly one of the two concurrent runs.
    const runs = await second.dataSource.getRepository(AuditLog).countBy({ action: 'retention_cleanup' });
    expect(runs).toBe(2);
    expect(await second.dataSource.getRepository(AuditLog).countBy({ action: 'delete', tableName: 'business_profiles' })).toBe(3);

    // The lock was freed: the next day's run goes ahead in either instance.
    expect(await second.app.get(RetentionService).runLocked(new Date('2026-08-21T02:00:00Z'), null)).not.toBeNull();
  });
});
