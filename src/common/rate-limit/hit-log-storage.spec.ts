import { HitLogStorage } from './hit-log-storage';

const MINUTE = 60_000;

describe('HitLogStorage (the rate limiter in this process; its rule, shared with Redis, is tested in redis/rate-limit-storage.spec.ts)', () => {
  let now: number;
  let storage: HitLogStorage;

  beforeEach(() => {
    now = Date.parse('2026-11-27T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    storage = new HitLogStorage();
  });
  afterEach(() => jest.restoreAllMocks());

  const hit = (key = '203.0.113.7', limit = 3, blockDuration = MINUTE) => storage.increment(key, MINUTE, limit, blockDuration, 'public');

  it('with a high limit, counts exactly the hits of the last minute while older ones expire (200,000 hits, one a millisecond)', async () => {
    const limit = 1_000_000;
    for (let i = 0; i < 200_000; i += 1) {
      now += 1; // 200 s in all: the oldest hits expire as new ones come
      await hit(undefined, limit);
    }
    // The hits of the last 60,000 ms, and this one.
    expect(await hit(undefined, limit)).toMatchObject({ totalHits: MINUTE + 1, isBlocked: false });
  });

  it('drops the clients whose hits have all expired', async () => {
    await hit('198.51.100.1');
    await hit('198.51.100.2');
    now += 2 * MINUTE;
    await hit('198.51.100.3');
    expect(storage.size).toBe(1);
  });
});
