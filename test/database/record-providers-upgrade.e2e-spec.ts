import { tmpdir } from 'node:os';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source';
import { MIGRATIONS } from '../../src/database/migrations';
import { RecordProviders1765100000000 } from '../../src/database/migrations/1765100000000-record-providers';
import { seedReferenceData } from '../../src/database/seeds/seed.service';
import { providerQualityScore, terminalQualityScore } from '../../src/domain/catalogue-rules/quality';
import { createTestDatabase, TestDatabase } from '../support/database';

/**
 * Upgrading a database written before records carried their provider: each existing activity and
 * email gets the provider of the partner who wrote it, else the provider of its customer when the
 * customer has exactly one; a record on a customer shared by two providers that no partner wrote
 * stays the platform's own (null), so no partner reads a competitor's deal after the upgrade.
 */
describe('Upgrading activities and emails to carry their provider (on the engine under test)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    if (db.url === 'sqlite::memory:') db = { url: `sqlite:${tmpdir()}/mc-record-providers-${Date.now()}.sqlite`, drop: async () => undefined };
  });
  afterAll(() => db.drop());

  it("stamps the partner author, else the only provider, and leaves shared customers' other records to admins and staff", async () => {
    const options = await buildDataSourceOptions(db.url);
    const before = new DataSource({ ...options, migrations: MIGRATIONS.filter((migration) => migration !== RecordProviders1765100000000) });
    await before.initialize();
    await before.runMigrations();
    await seedReferenceData(before, { scoreProvider: providerQualityScore, scoreTerminal: terminalQualityScore });
    const [p1, p2] = ((await before.query('SELECT id FROM providers ORDER BY id')) as Array<{ id: number }>).map((row) => Number(row.id));
    await before.query(
      `INSERT INTO crm_users (name, email, passwordHash, role, providerId) VALUES ('Partner One', 'p1@test.local', 'x', 'partner', ${p1}), ('Staff', 'staff@test.local', 'x', 'staff', NULL)`,
    );
    const users = (await before.query('SELECT id, email FROM crm_users')) as Array<{ id: number; email: string }>;
    const partnerId = Number(users.find((user) => user.email === 'p1@test.local')!.id);
    const staffId = Number(users.find((user) => user.email === 'staff@test.local')!.id);
    for (const id of ['single', 'shared', 'nobody']) {
      await before.query(`INSERT INTO business_profiles (id, sessionHash, lastActivityAt) VALUES ('${id}', '${id}-hash', '2026-01-01 00:00:00')`);
    }
    await before.query(`INSERT INTO customer_providers (businessProfileId, providerId) VALUES ('single', ${p1}), ('shared', ${p1}), ('shared', ${p2})`);
    const activity = (profile: string, subject: string, userId: number | null) =>
      before.query(`INSERT INTO activities (businessProfileId, type, subject, crmUserId) VALUES ('${profile}', 'note', '${subject}', ${userId ?? 'NULL'})`);
    await activity('shared', 'partner on shared', partnerId);
    await activity('shared', 'staff on shared', staffId);
    await activity('shared', 'system on shared', null);
    await activity('single', 'staff on single', staffId);
    await activity('nobody', 'staff on nobody', staffId);
    const email = (profile: string | null, subject: string, senderId: number | null) =>
      before.query(
        `INSERT INTO emails (businessProfileId, recipient, subject, content, sentByCrmUserId) VALUES (${profile ? `'${profile}'` : 'NULL'}, 'a@test.local', '${subject}', 'x', ${senderId ?? 'NULL'})`,
      );
    await email('shared', 'partner mail on shared', partnerId);
    await email('shared', 'quote mail on shared', null);
    await email('single', 'quote mail on single', null);
    await email(null, 'no customer', null);
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations();
    const stamped = async (table: string) =>
      Object.fromEntries(
        ((await after.query(`SELECT subject, providerId FROM ${table}`)) as Array<{ subject: string; providerId: number | null }>).map((row) => [
          row.subject,
          row.providerId === null ? null : Number(row.providerId),
        ]),
      );
    expect(await stamped('activities')).toEqual({
      'partner on shared': p1,
      'staff on shared': null,
      'system on shared': null,
      'staff on single': p1,
      'staff on nobody': null,
    });
    expect(await stamped('emails')).toEqual({ 'partner mail on shared': p1, 'quote mail on shared': null, 'quote mail on single': p1, 'no customer': null });
    await after.destroy();
  });
});
