import type { SessionUser } from '../../src/auth/session-user';
import { customerQuery } from '../../src/customers/customer-query';
import { planSearch, SEARCH_COUNTED_UP_TO, SEARCH_IN_ORDER_FROM } from '../../src/customers/customer-search';
import { DateWindow, dateWindow } from '../../src/common/dates/date-presets';
import { ukDayWindow } from '../../src/common/list-query/date-filters';
import { isMysql, isSqlite } from '../../src/database/engine';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { newCustomer, TEST_ENV } from './customer-fixtures';

// The benchmark's seed (plain JavaScript): customers "Bench Business N" with one lead each, whose
// email is at bench.example.co.uk, so "bench" matches every one of them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { seedCrm } = require('../../bench/crm-seed') as {
  seedCrm(query: (sql: string, params?: unknown[]) => Promise<unknown>, options: Record<string, unknown>): Promise<{ partnerProviderId: number }>;
};

const CUSTOMERS = SEARCH_IN_ORDER_FROM + 400;

/**
 * A search that matches many customers is looked up differently (on SQLite: its page read in
 * sort order, its total from the trigram index) from one that matches few. Whichever way, the
 * page and the total must be what the search means: every word anywhere in the customer's text,
 * newest first, as the partner's scope allows. The expected answers come from a plain LIKE query.
 * A search's total is exact up to SEARCH_COUNTED_UP_TO customers, or to the page's end when that
 * is further; past it the answer says only "more than" that many (Content-Range ends in `*`).
 */
describe('A broad customer search answers the same page and total as a plain reading of the matches', () => {
  let t: TestApp;
  let admin: string;
  let partner: string;
  let providerId: number;

  const q = (value: unknown): string => encodeURIComponent(JSON.stringify(value));

  interface Page {
    ids: string[];
    contentRange: string;
    moreThan: string | undefined;
  }

  async function page(who: string, filter: Record<string, unknown>, range: [number, number], sort?: [string, string], dateFilter?: string): Promise<Page> {
    const res = await t.http
      .get(`/api/crm/customers?range=${q(range)}&filter=${q(filter)}${sort ? `&sort=${q(sort)}` : ''}${dateFilter ? `&dateFilter=${dateFilter}` : ''}`)
      .set('Cookie', who)
      .expect(200);
    return {
      ids: res.body.businessProfiles.map((p: { id: string }) => p.id),
      contentRange: res.headers['content-range'] as string,
      moreThan: res.headers['x-total-more-than'] as string | undefined,
    };
  }

  /** Every customer whose text holds each word, in the given order, optionally only the partner's. */
  async function matching(words: string[], options: { partner?: boolean; sector?: string; orderBy?: string; created?: DateWindow } = {}): Promise<string[]> {
    const where = words.map(() => 'bp.searchText LIKE ?');
    const params: unknown[] = words.map((word) => `%${word}%`);
    // Stored as UTC without a zone on both engines, as the seed writes them.
    const stored = (date: Date): string => date.toISOString().slice(0, 23).replace('T', ' ');
    if (options.created?.from) {
      where.push('bp.createdAt >= ?');
      params.push(stored(options.created.from));
    }
    if (options.created?.to) {
      where.push('bp.createdAt < ?');
      params.push(stored(options.created.to));
    }
    if (options.sector) {
      where.push('bp.businessSector = ?');
      params.push(options.sector);
    }
    if (options.partner) {
      where.push('bp.id IN (SELECT cp.businessProfileId FROM customer_providers cp WHERE cp.providerId = ?)');
      params.push(providerId);
    }
    const rows: Array<{ id: string }> = await t.dataSource.query(
      `SELECT bp.id AS id FROM business_profiles bp WHERE ${where.join(' AND ')} ORDER BY ${options.orderBy ?? 'bp.createdAt DESC, bp.id DESC'}`,
      params,
    );
    return rows.map((row) => row.id);
  }

  /** The page's customers are `all`'s from `from` to `to`; the total is all.length, or "more than" the count's limit. */
  function expectPage(answer: Page, all: string[], [from, to]: [number, number]): void {
    const ids = all.slice(from, to + 1);
    expect(answer.ids).toEqual(ids);
    const limit = Math.max(SEARCH_COUNTED_UP_TO, to + 1);
    if (all.length > limit) {
      expect([answer.contentRange, answer.moreThan]).toEqual([`customers ${from}-${to}/*`, String(limit)]);
    } else {
      expect([answer.contentRange, answer.moreThan]).toEqual([`customers ${from}-${from + ids.length - 1}/${all.length}`, undefined]);
    }
  }

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    const adminId = Number(((await t.dataSource.query('SELECT id FROM crm_users WHERE email = ?', [ADMIN.email])) as Array<{ id: number }>)[0].id);
    const seeded = await seedCrm((sql, params = []) => t.dataSource.query(sql, params), {
      customers: CUSTOMERS,
      tasks: 0,
      adminId,
      isMysql: isMysql(t.dataSource),
    });
    providerId = seeded.partnerProviderId;
    partner = await (await createUser(t, admin, 'partner', { providerId })).cookie();
  }, 120_000);
  afterAll(() => t.close());

  it('reads a search of many matches in creation order, and (on SQLite) one of few the match-first way', async () => {
    const profiles = t.dataSource.getRepository(BusinessProfile);
    const broad = await planSearch(profiles.manager, JSON.stringify({ q: 'bench' }), undefined);
    const narrow = await planSearch(profiles.manager, JSON.stringify({ q: 'business 12' }), JSON.stringify(['businessName', 'ASC']));
    const withSector = await planSearch(profiles.manager, JSON.stringify({ q: 'bench', sector: 'retail' }), undefined);
    const withDays = await planSearch(profiles.manager, JSON.stringify({ q: 'bench', dateFrom: '2026-01-01', dateTo: '2026-12-31' }), undefined);
    // No word the trigram index could find: read in creation order on either engine.
    expect(await planSearch(profiles.manager, JSON.stringify({ q: '12' }), undefined)).toEqual({ inSortOrder: true, orderTable: true });
    if (isSqlite(t.dataSource)) {
      // The index is counted only as far as the choice needs.
      const bench = { match: '"bench"', matches: SEARCH_IN_ORDER_FROM, complete: true };
      expect(broad).toEqual({ trigram: bench, inSortOrder: true, orderTable: true });
      expect(narrow).toEqual({ trigram: { match: '"business"', matches: SEARCH_IN_ORDER_FROM, complete: false }, inSortOrder: false, orderTable: false });
      // The order table holds no sector: the customers themselves are read in order.
      expect(withSector).toEqual({ trigram: bench, inSortOrder: true, orderTable: false });
      expect(withDays).toEqual({ trigram: bench, inSortOrder: true, orderTable: true });
    } else {
      // No trigram index: a search sorted by creation date is read from the order table when it can be.
      expect([broad, narrow, withSector, withDays]).toEqual([{ inSortOrder: true, orderTable: true }, null, null, { inSortOrder: true, orderTable: true }]);
    }
    // Either way the query itself finds the same customers.
    const staff: SessionUser = { id: 1, role: 'admin', name: 'Admin', email: ADMIN.email, providerId: null, sessionId: 'test' };
    const found = await customerQuery(profiles, staff, new Date(), 'all', JSON.stringify({ q: 'bench' }), broad).getCount();
    expect(found).toBe(CUSTOMERS);
  });

  it('gives an admin the newest matches first, any page, with "more than" the page\'s end or 100 for a total', async () => {
    const all = await matching(['bench']);
    expect(all).toHaveLength(CUSTOMERS);
    expectPage(await page(admin, { q: 'bench' }, [0, 24]), all, [0, 24]);
    expectPage(await page(admin, { q: 'BENCH' }, [2000, 2024]), all, [2000, 2024]);
    expectPage(await page(admin, { q: 'bench' }, [CUSTOMERS - 10, CUSTOMERS + 10]), all, [CUSTOMERS - 10, CUSTOMERS - 1]);
  });

  it('counts a search of up to 100 matches exactly, and one of more as "more than 100"', async () => {
    // "99" is in "Bench Business 99", 990 to 999 and 1990 to 1999, and in emails such as jane.smith99@.
    const few = await matching(['business', '99']);
    expect(few.length).toBeGreaterThan(5);
    expect(few.length).toBeLessThanOrEqual(SEARCH_COUNTED_UP_TO);
    expectPage(await page(admin, { q: 'business 99' }, [0, 24]), few, [0, 24]);
    expect((await page(admin, { q: 'business 99' }, [0, 4])).contentRange).toBe(`customers 0-4/${few.length}`);
    // 'bench 1' matches 1, 10 to 19, 100 to 199 and 1000 to 1999 among others: well over 100.
    const many = await matching(['bench', '1']);
    expect(many.length).toBeGreaterThan(SEARCH_COUNTED_UP_TO + 1);
    const answer = await page(admin, { q: 'bench 1' }, [0, 24]);
    expect([answer.contentRange, answer.moreThan]).toEqual(['customers 0-24/*', '100']);
  });

  it('counts to one past the page, so the page before the last knows another follows and the last knows it is last', async () => {
    const own = await matching(['bench'], { partner: true });
    const n = own.length;
    expect(n).toBeGreaterThan(SEARCH_COUNTED_UP_TO + 26);
    // The page ending one short of the last match: more than its end match, and the next page has one.
    const before = await page(partner, { q: 'bench' }, [n - 26, n - 2]);
    expect([before.contentRange, before.moreThan]).toEqual([`customers ${n - 26}-${n - 2}/*`, String(n - 1)]);
    expectPage(await page(partner, { q: 'bench' }, [n - 1, n + 23]), own, [n - 1, n + 23]);
    // The page ending on the last match: the exact total.
    const last = await page(partner, { q: 'bench' }, [n - 25, n - 1]);
    expect([last.contentRange, last.moreThan]).toEqual([`customers ${n - 25}-${n - 1}/${n}`, undefined]);
    expect(last.ids).toEqual(own.slice(n - 25));
  });

  it('counts every word of the search, short ones too, and the other filters, with the broad word', async () => {
    expectPage(await page(admin, { q: 'bench 12' }, [0, 24]), await matching(['bench', '12']), [0, 24]);
    expectPage(await page(admin, { q: '12' }, [0, 24]), await matching(['12']), [0, 24]);
    expectPage(await page(partner, { q: '12 x' }, [0, 24]), await matching(['12', 'x'], { partner: true }), [0, 24]);
    expectPage(await page(admin, { q: 'bench jane' }, [0, 24]), await matching(['bench', 'jane']), [0, 24]);
    expectPage(await page(admin, { q: 'bench', sector: 'retail' }, [0, 24]), await matching(['bench'], { sector: 'retail' }), [0, 24]);
  });

  it('reads creation order either way, within the date filters, for an admin and a partner', async () => {
    const oldestFirst = 'bp.createdAt ASC, bp.id ASC';
    expectPage(await page(admin, { q: 'bench' }, [0, 24], ['createdAt', 'ASC']), await matching(['bench'], { orderBy: oldestFirst }), [0, 24]);
    expectPage(
      await page(partner, { q: 'bench' }, [50, 74], ['createdAt', 'ASC']),
      await matching(['bench'], { partner: true, orderBy: oldestFirst }),
      [50, 74],
    );
    // The seed's customers were created over the last 400 days.
    const day = (daysAgo: number): string => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const days = { dateFrom: day(60), dateTo: day(20) };
    const created = { from: ukDayWindow('dateFrom', days.dateFrom).from, to: ukDayWindow('dateTo', days.dateTo).to };
    const inDays = await matching(['bench'], { created });
    expect(inDays.length).toBeGreaterThan(SEARCH_COUNTED_UP_TO);
    expectPage(await page(admin, { q: 'bench', ...days }, [0, 24]), inDays, [0, 24]);
    expectPage(await page(partner, { q: 'bench', ...days }, [0, 24]), await matching(['bench'], { partner: true, created }), [0, 24]);
    const lastMonth = await matching(['bench'], { created: dateWindow('month', new Date()) });
    expect(lastMonth.length).toBeGreaterThan(SEARCH_COUNTED_UP_TO);
    expectPage(await page(admin, { q: 'bench' }, [25, 49], undefined, 'month'), lastMonth, [25, 49]);
  });

  it('follows another sort order with the same matches', async () => {
    const all = await matching(['bench'], { orderBy: 'LOWER(bp.businessName) ASC, bp.id ASC' });
    expectPage(await page(admin, { q: 'bench' }, [0, 24], ['businessName', 'ASC']), all, [0, 24]);
  });

  it("gives a partner its own provider's matches only, and their count", async () => {
    const own = await matching(['bench'], { partner: true });
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(CUSTOMERS);
    expectPage(await page(partner, { q: 'bench' }, [0, 24]), own, [0, 24]);
    expectPage(await page(partner, { q: 'bench' }, [100, 124]), own, [100, 124]);
  });

  // Last: it changes the customers' texts and adds one.
  it('finds a broad word with a letter outside ASCII in a text that has it as a capital, on the page and in the total', async () => {
    // SQLite's LOWER() leaves "CAFÉ" as "cafÉ": only the trigram index, which folds case, finds it.
    const capital = await newCustomer(t, { businessName: 'CAFÉ Corner' });
    // The newest customer for certain (the seed's newest was created in the same second).
    const later = new Date(Date.now() + 60_000).toISOString().slice(0, 23).replace('T', ' ');
    await t.dataSource.query('UPDATE business_profiles SET createdAt = ? WHERE id = ?', [later, capital.id]);
    const withCafe = isMysql(t.dataSource) ? "CONCAT(searchText, ' café')" : "searchText || ' café'";
    await t.dataSource.query(`UPDATE business_profiles SET searchText = ${withCafe} WHERE businessName LIKE 'Bench Business %'`);
    if (isSqlite(t.dataSource)) {
      const plan = await planSearch(t.dataSource.getRepository(BusinessProfile).manager, JSON.stringify({ q: 'café' }), undefined);
      expect(plan).toEqual({ trigram: { match: '"café"', matches: SEARCH_IN_ORDER_FROM, complete: true }, inSortOrder: false, orderTable: false });
    }
    const answer = await page(admin, { q: 'café' }, [0, 24]);
    expect(answer.ids[0]).toBe(capital.id);
    expect([answer.contentRange, answer.moreThan]).toEqual(['customers 0-24/*', '100']);
    // Past the plan's count (2,000), the total is counted again, as far as the page's end.
    const deep = await page(admin, { q: 'café' }, [CUSTOMERS - 24, CUSTOMERS]);
    expect([deep.contentRange, deep.moreThan]).toEqual([`customers ${CUSTOMERS - 24}-${CUSTOMERS}/${CUSTOMERS + 1}`, undefined]);
    const deeper = await page(admin, { q: 'café' }, [CUSTOMERS - 50, CUSTOMERS - 26]);
    expect([deeper.contentRange, deeper.moreThan]).toEqual([`customers ${CUSTOMERS - 50}-${CUSTOMERS - 26}/*`, String(CUSTOMERS - 25)]);
  });

  /** Customers whose row in customer_search_order is missing or differs from theirs, and rows of no customer. */
  async function outOfStep(): Promise<{ customers: number; rows: number; differing: number }> {
    const [{ customers }] = await t.dataSource.query('SELECT COUNT(*) AS customers FROM business_profiles');
    const [{ kept }] = await t.dataSource.query('SELECT COUNT(*) AS kept FROM customer_search_order');
    const [{ differing }] = await t.dataSource.query(
      'SELECT COUNT(*) AS differing FROM business_profiles bp WHERE NOT EXISTS (SELECT 1 FROM customer_search_order so' +
        ' WHERE so.createdAt = bp.createdAt AND so.id = bp.id AND (so.searchText = bp.searchText OR (so.searchText IS NULL AND bp.searchText IS NULL)))',
    );
    return { customers: Number(customers), rows: Number(kept), differing: Number(differing) };
  }

  it('keeps the creation-order table in step with every insert, change and deletion of a customer', async () => {
    // The seed's inserts and search texts, the café test's changes of text and creation time, and
    // the wizard's customers all went through the triggers.
    const before = await outOfStep();
    expect(before).toEqual({ customers: CUSTOMERS + 1, rows: CUSTOMERS + 1, differing: 0 });
    const created = await newCustomer(t, { businessName: 'Zebulon Tiles' });
    await t.http.delete(`/api/crm/customers/${created.id}`).set('Cookie', admin).expect(200);
    const newest = (await page(admin, { q: 'bench' }, [0, 0])).ids[0];
    await t.http
      .post('/api/crm/customers/bulk-delete')
      .set('Cookie', admin)
      .send({ customerIds: [newest] })
      .expect(200);
    expect(await outOfStep()).toEqual({ customers: CUSTOMERS, rows: CUSTOMERS, differing: 0 });
    expect((await page(admin, { q: 'bench' }, [0, 0])).ids[0]).not.toBe(newest);
  });
});
