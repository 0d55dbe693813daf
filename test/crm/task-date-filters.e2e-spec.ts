import { ADMIN, signIn, startApp, TestApp } from '../support/app';
import { fixClock, listTasks, postTask } from '../support/crm';

/**
 * The task date filters on the due date, with the clock fixed, on UK days: GMT in winter, BST in
 * summer (a day starts at 23:00 UTC), and the week of the spring clock change. The windows below
 * are written out by hand, [from, to), so they do not come from the code under test.
 */
type Window = [string, string];

interface Scenario {
  name: string;
  now: string;
  windows: Record<string, Window>;
  custom: { startDate?: string; endDate?: string; window: [string, string | null] }[];
}

const SCENARIOS: Scenario[] = [
  {
    name: 'winter (GMT), Wednesday 14 January 2026 12:00',
    now: '2026-01-14T12:00:00.000Z',
    windows: {
      today: ['2026-01-14T00:00:00.000Z', '2026-01-15T00:00:00.000Z'],
      tomorrow: ['2026-01-15T00:00:00.000Z', '2026-01-16T00:00:00.000Z'],
      yesterday: ['2026-01-13T00:00:00.000Z', '2026-01-14T00:00:00.000Z'],
      this_week: ['2026-01-12T00:00:00.000Z', '2026-01-19T00:00:00.000Z'],
      next_week: ['2026-01-19T00:00:00.000Z', '2026-01-26T00:00:00.000Z'],
      last_week: ['2026-01-05T00:00:00.000Z', '2026-01-12T00:00:00.000Z'],
      this_month: ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
      next_month: ['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
      last_month: ['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    },
    custom: [{ startDate: '2026-01-10', endDate: '2026-01-11', window: ['2026-01-10T00:00:00.000Z', '2026-01-12T00:00:00.000Z'] }],
  },
  {
    name: 'summer (BST), Wednesday 15 July 2026 13:00 UK time',
    now: '2026-07-15T12:00:00.000Z',
    windows: {
      today: ['2026-07-14T23:00:00.000Z', '2026-07-15T23:00:00.000Z'],
      tomorrow: ['2026-07-15T23:00:00.000Z', '2026-07-16T23:00:00.000Z'],
      yesterday: ['2026-07-13T23:00:00.000Z', '2026-07-14T23:00:00.000Z'],
      this_week: ['2026-07-12T23:00:00.000Z', '2026-07-19T23:00:00.000Z'],
      next_week: ['2026-07-19T23:00:00.000Z', '2026-07-26T23:00:00.000Z'],
      last_week: ['2026-07-05T23:00:00.000Z', '2026-07-12T23:00:00.000Z'],
      this_month: ['2026-06-30T23:00:00.000Z', '2026-07-31T23:00:00.000Z'],
      next_month: ['2026-07-31T23:00:00.000Z', '2026-08-31T23:00:00.000Z'],
      last_month: ['2026-05-31T23:00:00.000Z', '2026-06-30T23:00:00.000Z'],
    },
    custom: [{ startDate: '2026-07-10', endDate: '2026-07-11', window: ['2026-07-09T23:00:00.000Z', '2026-07-11T23:00:00.000Z'] }],
  },
  {
    name: 'the clock change, Sunday 29 March 2026 13:00 BST',
    now: '2026-03-29T12:00:00.000Z',
    windows: {
      today: ['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z'],
      tomorrow: ['2026-03-29T23:00:00.000Z', '2026-03-30T23:00:00.000Z'],
      yesterday: ['2026-03-28T00:00:00.000Z', '2026-03-29T00:00:00.000Z'],
      this_week: ['2026-03-23T00:00:00.000Z', '2026-03-29T23:00:00.000Z'],
      next_week: ['2026-03-29T23:00:00.000Z', '2026-04-05T23:00:00.000Z'],
      last_week: ['2026-03-16T00:00:00.000Z', '2026-03-23T00:00:00.000Z'],
      this_month: ['2026-03-01T00:00:00.000Z', '2026-03-31T23:00:00.000Z'],
      next_month: ['2026-03-31T23:00:00.000Z', '2026-04-30T23:00:00.000Z'],
      last_month: ['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    },
    custom: [
      { startDate: '2026-03-28', endDate: '2026-03-29', window: ['2026-03-28T00:00:00.000Z', '2026-03-29T23:00:00.000Z'] },
      { startDate: '2026-03-30', window: ['2026-03-29T23:00:00.000Z', null] },
      { endDate: '2026-03-28', window: ['1970-01-01T00:00:00.000Z', '2026-03-29T00:00:00.000Z'] },
    ],
  },
];

const shift = (iso: string, ms: number): string => new Date(new Date(iso).getTime() + ms).toISOString();

describe.each(SCENARIOS)('Task date filters on the due date: $name', (scenario) => {
  let t: TestApp;
  let cookie: string;
  /** due date -> task id; every due date gets a pending task, and the first one also a completed task. */
  const tasks = new Map<string, number>();
  let completedId: number;
  const tag = `Dated-${scenario.now.slice(0, 10)}`;

  beforeAll(async () => {
    t = await startApp();
    fixClock(t, scenario.now);
    // A session opened at the fixed time (sessions are judged by the same clock).
    cookie = await signIn(t, ADMIN.email, ADMIN.password);
    const instants = new Set<string>([shift(scenario.now, -1), scenario.now, shift(scenario.now, 1)]);
    for (const [from, to] of [...Object.values(scenario.windows), ...scenario.custom.map((c) => c.window)]) {
      for (const edge of [from, to]) {
        if (edge === null || edge.startsWith('1970')) continue;
        instants.add(shift(edge, -1));
        instants.add(edge);
      }
    }
    for (const dueDate of [...instants].sort()) {
      tasks.set(dueDate, (await postTask(t, cookie, { title: `${tag} ${dueDate}`, dueDate }).expect(201)).body.id);
    }
    completedId = (await postTask(t, cookie, { title: `${tag} done`, dueDate: shift(scenario.now, -1) }).expect(201)).body.id;
    await t.http.post(`/api/crm/tasks/${completedId}/complete`).set('Cookie', cookie).send({ outcome: 'completed' }).expect(200);
  });
  afterAll(() => t.close());

  const listed = async (filter: Record<string, unknown>): Promise<number[]> => {
    const res = await listTasks(t, cookie, { q: tag, ...filter }).expect(200);
    return res.body.map((task: { id: number }) => task.id).sort((a: number, b: number) => a - b);
  };
  const pendingIn = (from: string, to: string | null): number[] =>
    [...tasks.entries()].filter(([due]) => due >= from && (to === null || due < to)).map(([, id]) => id);
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it.each(['today', 'tomorrow', 'yesterday', 'this_week', 'next_week', 'last_week', 'this_month', 'next_month', 'last_month'])(
    '%s includes its first UK instant and excludes the one before, and its end',
    async (preset) => {
      const [from, to] = scenario.windows[preset];
      const expected = pendingIn(from, to);
      const completedDue = shift(scenario.now, -1);
      if (completedDue >= from && completedDue < to) expected.push(completedId);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      expect(await listed({ dateFilter: preset })).toEqual(sorted(expected));
    },
  );

  it('custom runs from the start of startDate to the end of endDate (UK days); either end may be left open', async () => {
    for (const { startDate, endDate, window } of scenario.custom) {
      const expected = pendingIn(window[0], window[1]);
      const completedDue = shift(scenario.now, -1);
      if (completedDue >= window[0] && (window[1] === null || completedDue < window[1])) expected.push(completedId);
      expect(await listed({ dateFilter: 'custom', startDate, endDate })).toEqual(sorted(expected));
    }
  });

  it('overdue is the pending tasks due before now; all is everything', async () => {
    expect(await listed({ dateFilter: 'overdue' })).toEqual(sorted(pendingIn('0', scenario.now)));
    expect(await listed({ dateFilter: 'all' })).toEqual(sorted([...tasks.values(), completedId]));
  });

  it('marks as overdue exactly the pending tasks due before now', async () => {
    const res = await listTasks(t, cookie, { q: tag }).expect(200);
    const overdue = res.body.filter((task: { isOverdue: boolean }) => task.isOverdue).map((task: { id: number }) => task.id);
    expect(sorted(overdue)).toEqual(sorted(pendingIn('0', scenario.now)));
    expect(res.body.find((task: { dueDate: string }) => task.dueDate === scenario.now)?.isOverdue).toBe(false);
    expect(res.body.find((task: { id: number }) => task.id === completedId)?.isOverdue).toBe(false);
  });
});
