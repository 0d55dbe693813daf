import { ukDayOf } from '../../src/domain/tracking-rollups';

/**
 * Random instants and periods for the roll-up equality tests, from a small seeded generator, so a
 * failure can be replayed (the seed is in the test's name): instants around the UK clock changes
 * of 2026 (29 March, 25 October), one in four within an hour of UTC midnight (where the UK day
 * differs in summer), and periods of whole UK days within those windows or spanning both.
 */
export function randomPeriods(seed: number) {
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  /** 20 March - 10 April and 15 October - 5 November 2026. */
  const windows = [
    { from: Date.UTC(2026, 2, 20), to: Date.UTC(2026, 3, 10) },
    { from: Date.UTC(2026, 9, 15), to: Date.UTC(2026, 10, 5) },
  ];
  const randomInstant = (): Date => {
    const window = pick(windows);
    const at = window.from + Math.floor(random() * (window.to - window.from));
    if (random() < 0.25) return new Date(Math.floor(at / DAY_MS) * DAY_MS + pick([-1, 1]) * Math.floor(random() * 3_600_000));
    return new Date(at);
  };
  /** Periods already given: the dashboard serves a period's figures for 30 s, so each check asks for a new one. */
  const given = new Set<string>();
  const randomPeriod = (): { startDate: string; endDate: string } => {
    for (;;) {
      const a = randomInstant();
      const b = random() < 0.3 ? randomInstant() : new Date(a.getTime() + Math.floor(random() * 10) * DAY_MS);
      const [start, end] = [ukDayOf(a), ukDayOf(b)].sort();
      const key = `${start}|${end}`;
      if (!given.has(key)) {
        given.add(key);
        return { startDate: start, endDate: end };
      }
    }
  };
  return { random, pick, randomInstant, randomPeriod };
}

export const DAY_MS = 86_400_000;

/** The seed of a test run: ROLLUP_TEST_SEED to replay one, else taken from the clock. */
export const ROLLUP_TEST_SEED = Number(process.env.ROLLUP_TEST_SEED || Date.now() % 1_000_000);
