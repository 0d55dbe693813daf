import { daysOf, MEASURES, reachedMeasure, sessionContribution, type Contribution, ukDayOf, type RollupEvent } from './tracking-rollups';

/** The figure a period [first, last] (UK days) reads from a contribution, as the dashboard's SUM does. */
function summed(contribution: Contribution, measure: string, first: string, last: string): number {
  let total = 0;
  for (const [key, count] of contribution) {
    const [m, day, prevDay] = key.split('\t');
    if (m === measure && day >= first && day <= last && prevDay < first) total += count;
  }
  return total;
}

describe('tracking roll-ups', () => {
  it('puts an instant in its UK day, across both clock changes', () => {
    expect(ukDayOf(new Date('2026-07-01T22:59:59Z'))).toBe('2026-07-01');
    expect(ukDayOf(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
    expect(ukDayOf(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-01');
    expect(ukDayOf(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
    expect(ukDayOf(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(ukDayOf(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });

  it('reads whole UK days from a period, and nothing from a period that is not made of them', () => {
    expect(daysOf({ from: new Date('2026-06-30T23:00:00Z'), to: new Date('2026-07-15T23:00:00Z') })).toEqual({ first: '2026-07-01', last: '2026-07-15' });
    expect(daysOf({ from: new Date('2026-03-28T00:00:00Z'), to: new Date('2026-03-29T23:00:00Z') })).toEqual({ first: '2026-03-28', last: '2026-03-29' });
    expect(daysOf({ from: new Date('2026-07-01T10:00:00Z'), to: new Date('2026-07-15T23:00:00Z') })).toBeNull();
  });

  it('counts each session once in any period, on its first active day there, whatever the days it was active on', () => {
    const day = (n: number): Date => new Date(Date.UTC(2026, 0, 1 + n, 12));
    let seed = 7;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const sessions: RollupEvent[][] = Array.from({ length: 60 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 6) }, () => ({
        type: random() < 0.5 ? 'user' : 'step',
        step: 1 + Math.floor(random() * 5),
        createdAt: day(Math.floor(random() * 40)),
      })),
    );
    const contribution: Contribution = new Map();
    for (const events of sessions) sessionContribution(events, false, 1, contribution);
    for (let a = 0; a < 40; a += 3) {
      for (let b = a; b < 40; b += 4) {
        const [first, last] = [ukDayOf(day(a)), ukDayOf(day(b))];
        const within = (event: RollupEvent): boolean => event.createdAt >= day(a) && event.createdAt <= day(b);
        const active = (test: (event: RollupEvent) => boolean): number =>
          sessions.filter((events) => events.some((event) => within(event) && test(event))).length;
        expect(summed(contribution, MEASURES.sessions, first, last)).toBe(active(() => true));
        expect(summed(contribution, MEASURES.users, first, last)).toBe(active((event) => event.type === 'user'));
        expect(summed(contribution, reachedMeasure(3), first, last)).toBe(active((event) => event.type === 'step' && event.step! >= 3));
      }
    }
  });

  it('leaves a session that applied out of the drop-off counts, and takes back exactly what it put in', () => {
    const events: RollupEvent[] = [
      { type: 'user', step: null, createdAt: new Date('2026-05-01T10:00:00Z') },
      { type: 'step', step: 4, createdAt: new Date('2026-05-03T10:00:00Z') },
    ];
    const applied = sessionContribution(events, true);
    expect([...applied.keys()].some((key) => key.startsWith('reached'))).toBe(false);
    const both = sessionContribution(events, false);
    sessionContribution(events, false, -1, both);
    expect([...both.values()].every((count) => count === 0)).toBe(true);
  });
});
