import { HitReservation, RateLimitStorage, ThrottlerStorageRecord } from './rate-limit-storage';

/** One client's hits of one throttler: expiry times in the order they came, live from `head` on. */
interface HitLog {
  expiries: number[];
  head: number;
  /** When the client's window is reported to reset (the X-RateLimit-Reset header). */
  windowEndsAt: number;
  blockedUntil: number;
}

/** Records idle this long (no live hit, not blocked) are dropped at the next sweep. */
const SWEEP_EVERY_MS = 60_000;
/** Expired entries at the front are cut off once they are this many and half the array. */
const COMPACT_AT = 1024;

/**
 * The rate limiter's memory (the storage of @nestjs/throttler, which stays the one rate-limiting
 * mechanism): the same rule as the library's own in-memory storage, a sliding window of the last
 * `ttl` ms per client and throttler, a client over `limit` blocked for `blockDuration` (with none,
 * refused while at the limit), but it finds the expired hits at the front of an ordered list
 * instead of filtering every hit of the window on each request. The library's storage costs
 * O(hits in the window) per request: harmless at the default 60 a minute, but at a high
 * RATE_LIMIT_PUBLIC (the benchmarks lift it to 1,000,000) a CPU profile put 21% of the server's
 * time there. Hits are appended with increasing expiry times; if the clock steps back, a few
 * expired hits may count a little longer (never fewer than the rule allows).
 */
export class HitLogStorage extends RateLimitStorage {
  private readonly logs = new Map<string, HitLog>();
  private lastSweep = Date.now();

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    this.sweep(now);
    const log = this.logOf(throttlerName, key, now, ttl);
    if (log.windowEndsAt <= now) log.windowEndsAt = now + ttl;
    const timeToExpire = Math.ceil((log.windowEndsAt - now) / 1000);

    if (blockDuration <= 0) {
      const isBlocked = live(log) >= limit;
      if (!isBlocked) log.expiries.push(now + ttl);
      const oldest = log.expiries[log.head];
      return Promise.resolve({
        totalHits: live(log) + (isBlocked ? 1 : 0),
        timeToExpire,
        isBlocked,
        timeToBlockExpire: isBlocked && oldest !== undefined ? Math.ceil((oldest - now) / 1000) : 0,
      });
    }

    if (log.blockedUntil > 0 && log.blockedUntil <= now) {
      // The block is over: the client starts again from nothing.
      log.blockedUntil = 0;
      log.expiries = [];
      log.head = 0;
    }
    if (log.blockedUntil === 0) {
      log.expiries.push(now + ttl);
      if (live(log) > limit) log.blockedUntil = now + blockDuration;
    }
    const isBlocked = log.blockedUntil > 0;
    return Promise.resolve({
      totalHits: live(log),
      timeToExpire,
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((log.blockedUntil - now) / 1000) : 0,
    });
  }

  reserve(name: string, keys: readonly string[], ttl: number, limit: number, now: number): Promise<HitReservation | null> {
    this.sweep(now);
    const logs = keys.map((key) => this.logOf(name, key, now, ttl));
    if (logs.some((log) => live(log) >= limit)) return Promise.resolve(null);
    const expiry = now + ttl;
    for (const log of logs) log.expiries.push(expiry);
    return Promise.resolve({
      takeBack: (key: string) => {
        // Hits are only expiry times, so taking back any one hit of this expiry is taking back this one.
        const log = this.logs.get(idOf(name, key));
        const at = log ? log.expiries.indexOf(expiry, log.head) : -1;
        if (log && at >= 0) log.expiries.splice(at, 1);
        return Promise.resolve();
      },
    });
  }

  forget(name: string, key: string): Promise<void> {
    this.logs.delete(idOf(name, key));
    return Promise.resolve();
  }

  /** How many clients' logs are kept (for tests). */
  get size(): number {
    return this.logs.size;
  }

  /** The log of one key, its expired hits dropped. */
  private logOf(name: string, key: string, now: number, ttl: number): HitLog {
    const id = idOf(name, key);
    let log = this.logs.get(id);
    if (!log) {
      log = { expiries: [], head: 0, windowEndsAt: now + ttl, blockedUntil: 0 };
      this.logs.set(id, log);
    }
    prune(log, now);
    return log;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [id, log] of this.logs) {
      prune(log, now);
      if (live(log) === 0 && log.blockedUntil <= now) this.logs.delete(id);
    }
  }
}

function idOf(name: string, key: string): string {
  return `${name}\u0000${key}`;
}

function live(log: HitLog): number {
  return log.expiries.length - log.head;
}

function prune(log: HitLog, now: number): void {
  while (log.head < log.expiries.length && log.expiries[log.head] <= now) log.head += 1;
  if (log.head === log.expiries.length) {
    log.expiries = [];
    log.head = 0;
  } else if (log.head >= COMPACT_AT && log.head * 2 >= log.expiries.length) {
    log.expiries = log.expiries.slice(log.head);
    log.head = 0;
  }
}
