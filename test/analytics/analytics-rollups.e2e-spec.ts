import { createHash, randomUUID } from 'node:crypto';
import { TrackingRollupJob } from '../../src/analytics/tracking-rollup.job';
import { insertTrackingEvent } from '../../src/analytics/tracking-rollup';
import { TrackingService } from '../../src/analytics/tracking.service';
import { TRACKING_TYPES } from '../../src/analytics/entities/tracking-event.entity';
import { Transactions } from '../../src/database/transactions';
import { instantOf } from '../../src/domain/tracking-rollups';
import { newCustomer, quotedProviders, TEST_ENV, TestCustomer } from '../customers/customer-fixtures';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';
import { randomPeriods, ROLLUP_TEST_SEED } from '../support/random-periods';
import { apply } from '../support/visitor';

/**
 * The dashboard's visit figures (read from the daily roll-ups) equal a direct count over the raw
 * tracking events, for random periods, with events inserted out of order over days that cross
 * both UK clock changes of 2026 (29 March, 25 October), after the leads change which sessions
 * applied, and after retention and customer deletion take events away.
 */

const SEED = ROLLUP_TEST_SEED;
const { random, pick, randomInstant, randomPeriod } = randomPeriods(SEED);

interface RawEvent {
  sessionHash: string | null;
  type: string;
  step: number | null;
  createdAt: Date;
}

interface VisitFigures {
  visitors: number;
  users: number;
  uniqueSessions: number;
  documentUploadRate: number;
  mostCommonDropoffStep: number | null;
}

/** The figures counted straight from the raw events of [from, to), as the dashboard defines them. */
function directCount(events: readonly RawEvent[], applied: ReadonlySet<string>, from: Date, to: Date): VisitFigures {
  const inPeriod = events.filter((event) => event.createdAt >= from && event.createdAt < to);
  const sessions = (filter: (event: RawEvent) => boolean) =>
    new Set(inPeriod.filter((event) => event.sessionHash !== null && filter(event)).map((event) => event.sessionHash));
  const wizard = sessions((event) => ['user_launch', 'user', 'step', 'document_upload'].includes(event.type)).size;
  const uploaded = sessions((event) => event.type === 'document_upload').size;
  const furthest = new Map<string, number>();
  for (const event of inPeriod) {
    if (event.type !== 'step' || event.sessionHash === null || applied.has(event.sessionHash)) continue;
    furthest.set(event.sessionHash, Math.max(furthest.get(event.sessionHash) ?? 0, event.step!));
  }
  const perStep = new Map<number, number>();
  for (const step of furthest.values()) perStep.set(step, (perStep.get(step) ?? 0) + 1);
  const [dropoff] = [...perStep.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [null];
  return {
    visitors: inPeriod.filter((event) => event.type === 'visitor').length,
    users: sessions((event) => event.type === 'user').size,
    uniqueSessions: sessions(() => true).size,
    documentUploadRate: wizard > 0 ? Math.round((uploaded / wizard) * 10_000) / 10_000 : 0,
    mostCommonDropoffStep: dropoff,
  };
}

describe(`Analytics roll-ups equal a direct count over the raw events (seed ${SEED})`, () => {
  let t: TestApp;
  let admin: string;
  let customers: TestCustomer[];
  const hashOf = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');

  async function rawEvents(): Promise<RawEvent[]> {
    const rows = await t.dataSource.query<{ sessionHash: string | null; type: string; step: unknown; createdAt: unknown }[]>(
      'SELECT sessionHash, type, step, createdAt FROM tracking_events',
    );
    return rows.map((row) => ({
      sessionHash: row.sessionHash,
      type: row.type,
      step: row.step === null ? null : Number(row.step),
      createdAt: instantOf(row.createdAt),
    }));
  }

  async function appliedSessions(): Promise<Set<string>> {
    const rows = await t.dataSource.query<{ sessionHash: string }[]>(
      'SELECT DISTINCT bp.sessionHash AS sessionHash FROM business_profiles bp INNER JOIN leads l ON l.businessProfileId = bp.id',
    );
    return new Set(rows.map((row) => row.sessionHash));
  }

  async function insertRandomEvents(count: number, sessions: readonly string[]): Promise<void> {
    const transactions = t.app.get(Transactions);
    for (let i = 0; i < count; i += 1) {
      const type = random() < 0.2 ? 'visitor' : pick(TRACKING_TYPES);
      const sessionHash = type === 'visitor' && random() < 0.7 ? null : pick(sessions);
      const step = type === 'step' ? 1 + Math.floor(random() * 5) : null;
      await transactions.run((manager) => insertTrackingEvent(manager, { type, sessionHash, step, path: '/comparison-tool', createdAt: randomInstant() }));
    }
  }

  async function expectEqualOnRandomPeriods(periods: number): Promise<void> {
    const [events, applied] = await Promise.all([rawEvents(), appliedSessions()]);
    for (let i = 0; i < periods; i += 1) {
      const query = randomPeriod();
      const body = (await t.http.get('/api/analytics/dashboard').query(query).set('Cookie', admin).expect(200)).body;
      const shown: VisitFigures = {
        visitors: body.conversionFunnel.step1.count,
        users: body.conversionFunnel.step2.count,
        uniqueSessions: body.overview.uniqueSessions,
        documentUploadRate: body.customerJourney.documentUploadRate,
        mostCommonDropoffStep: body.customerJourney.mostCommonDropoffStep,
      };
      expect({ query, ...shown }).toEqual({ query, ...directCount(events, applied, new Date(body.period.from), new Date(body.period.to)) });
    }
  }

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    const [p1] = await quotedProviders(t);
    customers = [await newCustomer(t, { applyFor: p1 }), await newCustomer(t, { applyFor: p1 }), await newCustomer(t, {}), await newCustomer(t, {})];
    await t.app.get(TrackingRollupJob).reconcile();
  }, 180_000);
  afterAll(() => t.close());

  it('gives the same figures as the raw events for random periods, events inserted in random order', async () => {
    const sessions = [...customers.map((customer) => hashOf(customer.visitor.sessionId)), ...Array.from({ length: 12 }, () => hashOf(randomUUID()))];
    await insertRandomEvents(400, sessions);
    await expectEqualOnRandomPeriods(40);
  }, 180_000);

  it('follows the leads within a job run: a session that applies leaves the drop-off counts', async () => {
    const [, p2] = await quotedProviders(t);
    const late = await newCustomer(t, {});
    await insertRandomEvents(60, [hashOf(late.visitor.sessionId)]);
    await t.app.get(TrackingRollupJob).reconcile();
    await expectEqualOnRandomPeriods(10);
    await apply(t, late.visitor, { selectedProvider: p2 }).expect(201);
    await t.app.get(TrackingRollupJob).reconcile();
    await expectEqualOnRandomPeriods(15);
  }, 180_000);

  it('stays equal after retention deletes the oldest events and a customer deletion takes a visit away', async () => {
    const tracking = t.app.get(TrackingService);
    const purged = await t.app.get(Transactions).run((manager) => tracking.purgeBefore(manager, new Date(Date.UTC(2026, 2, 28, 23, 30)), 10_000));
    expect(purged).toBeGreaterThan(0);
    const gone = customers[2];
    await t.app
      .get(Transactions)
      .run((manager) => tracking.deleteCustomerData(manager, [{ id: gone.id, sessionHash: hashOf(gone.visitor.sessionId), isLastOfVisit: true }]));
    expect((await rawEvents()).some((event) => event.sessionHash === hashOf(gone.visitor.sessionId))).toBe(false);
    // A customer who applied is deleted while another profile of its visit lives on: the visit's
    // events stay, and without a lead the visit is back in the drop-off counts at once.
    const kept = customers[0];
    const keptHash = hashOf(kept.visitor.sessionId);
    await t.app.get(Transactions).run(async (manager) => {
      await manager.query('DELETE FROM leads WHERE businessProfileId = ?', [kept.id]);
      await tracking.deleteCustomerData(manager, [{ id: kept.id, sessionHash: keptHash, isLastOfVisit: false }]);
    });
    expect(await t.dataSource.query('SELECT sessionHash FROM tracking_applied_sessions WHERE sessionHash = ?', [keptHash])).toEqual([]);
    expect((await rawEvents()).some((event) => event.sessionHash === keptHash)).toBe(true);
    await expectEqualOnRandomPeriods(25);
  }, 180_000);
});
