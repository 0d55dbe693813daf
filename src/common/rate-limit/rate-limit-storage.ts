import type { ThrottlerStorage } from '@nestjs/throttler';

export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** One hit counted by RateLimitStorage.reserve, which can be taken back. */
export interface HitReservation {
  /** Takes this hit back from one of the keys it was counted under. */
  takeBack(key: string): Promise<void>;
}

/**
 * The memory of the app's one rate-limiting mechanism: the storage @nestjs/throttler counts in
 * (`increment`: a sliding window of the last `ttl` ms per key and throttler name), plus the two
 * calls the sign-in throttle needs on the same windows: counting one attempt under several keys
 * at once only if none is at its limit, and taking an attempt back. It is HitLogStorage (this
 * process's memory) without REDIS_URL, and Redis shared by every instance with it (src/redis).
 * Also the injection token of whichever is in use.
 */
export abstract class RateLimitStorage implements ThrottlerStorage {
  abstract increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord>;

  /**
   * Counts one hit at `now` under each of `keys` (of the throttler `name`) if none of them holds
   * `limit` hits of the last `ttl` ms; otherwise counts nothing and answers null (a sliding
   * window where refused hits do not count, checked and counted in one step).
   */
  abstract reserve(name: string, keys: readonly string[], ttl: number, limit: number, now: number): Promise<HitReservation | null>;

  /** Forgets every hit of one key. */
  abstract forget(name: string, key: string): Promise<void>;
}
