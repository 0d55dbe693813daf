import { HitLogStorage } from './hit-log-storage';

const MINUTE = 60_000;

describe('HitLogStorage (the rate limiter: a sliding window per client)', () => {
  let now: number;
  let storage: HitLogStorage;

  beforeEach(() => {
    now = Date.parse('2026-11-27T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    storage = new HitLogStorage();
  });
  afterEach(() => jest.restoreAllMocks());

  const hit = (key = '203.0.113.7', limit = 3, blockDuration = MINUTE) => storage.increment(key, MINUTE, limit, blockDuration, 'public');

  it('lets a client make `limit` requests in the window, then blocks it for the block duration', async () => {
    for (let i = 1; i <= 3; i += 1) expect(await hit()).toMatchObject({ totalHits: i, isBlocked: false, timeToBlockExpire: 0 });
    now += 10_000;
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 60 });
    now += 30_000;
    // Still blocked (the hits do not count while blocked), with the time left.
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 30 });
    now += 30_000;
    // The block is over: the client starts again from one hit.
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('forgets each hit a window after it was made (a sliding window, not a fixed one)', async () => {
    await hit();
    now += 40_000;
    await hit();
    await hit();
    now += 20_000; // the first hit is a minute old now
    expect(await hit()).toMatchObject({ totalHits: 3, isBlocked: false });
    now += 1;
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true });
  });

  it('counts each client apart', async () => {
    for (let i = 0; i < 4; i += 1) await hit('198.51.100.1');
    expect(await hit('198.51.100.2')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('without a block duration, refuses while at the limit and answers when the oldest hit expires', async () => {
    await hit(undefined, 2, 0);
    now += 15_000;
    await hit(undefined, 2, 0);
    expect(await hit(undefined, 2, 0)).toMatchObject({ isBlocked: true, totalHits: 3, timeToBlockExpire: 45 });
    now += 45_000;
    expect(await hit(undefined, 2, 0)).toMatchObject({ isBlocked: false, totalHits: 2 });
  });

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
