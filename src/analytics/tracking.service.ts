import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RateLimitStorage } from '../common/rate-limit/rate-limit-storage';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { hashSessionId, isUuid } from '../profiles/visitor-session';
import { WIZARD_STEP_COUNT } from '../domain/vocabulary/wizard-steps';
import { TrackingEvent, type TrackingType } from './entities/tracking-event.entity';
import { Transactions } from '../database/transactions';
import { deleteTrackingEvents, insertTrackingEvent, reconcileAppliedSessions } from './tracking-rollup';
import { countPer, CustomerDataHolder, DeletedCustomer, DeletedRows, HoldsCustomerData } from '../customers/customer-data-holder';

export type { TrackingType } from './entities/tracking-event.entity';

/** The throttler name tracking events are counted under in the rate limits' storage. */
const TRACKING_THROTTLER = 'tracking';
const MINUTE_MS = 60_000;

/**
 * Funnel events from the public site. Tracking never fails the caller: bad bodies are ignored,
 * and past RATE_LIMIT_PUBLIC events in the last minute from one IP the extra ones are dropped
 * silently (a sliding window in the rate limits' storage, where dropped events do not count:
 * shared by every instance when REDIS_URL is set). No IP address is stored.
 */
@HoldsCustomerData('tracking events')
@Injectable()
export class TrackingService implements CustomerDataHolder {
  private readonly logger = new Logger('Tracking');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RateLimitStorage) private readonly limits: RateLimitStorage,
    private readonly transactions: Transactions,
  ) {}

  /**
   * Deleting customers: the anonymous funnel events of the visit that created each one (they
   * share its session hash) go too, unless another profile of that visit lives on (they are its
   * too). Answers, per customer, the events of its visit that went.
   */
  async deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows> {
    const hashes = [...new Set(customers.filter((customer) => customer.isLastOfVisit).map((customer) => customer.sessionHash))];
    const perHash = await countPer(manager, TrackingEvent, 'sessionHash', hashes);
    // The daily roll-ups lose the visits' events in the same transaction.
    if (hashes.length) await deleteTrackingEvents(manager, `sessionHash IN (${hashes.map(() => '?').join(', ')})`, hashes);
    // Their leads went before (CUSTOMER_DATA_ORDER): a visit left without one is back in the drop-off counts.
    const visits = [...new Set(customers.map((customer) => customer.sessionHash))];
    await reconcileAppliedSessions(manager, visits.length, visits);
    const perCustomer = new Map(customers.map((customer) => [customer.id, customer.isLastOfVisit ? (perHash.get(customer.sessionHash) ?? 0) : 0]));
    return { one: 'tracking event', many: 'tracking events', perCustomer };
  }

  /**
   * Data retention: deletes up to `limit` of the tracking events created before `cutoff` (lowest ids
   * first; no row loaded beyond its id), in the caller's transaction. Answers how many went.
   */
  async purgeBefore(manager: EntityManager, cutoff: Date, limit: number): Promise<number> {
    const ids = (
      await manager
        .getRepository(TrackingEvent)
        .createQueryBuilder('te')
        .select('te.id', 'id')
        .where('te.createdAt < :cutoff', { cutoff })
        .orderBy('te.id', 'ASC')
        .limit(limit)
        .getRawMany<{ id: unknown }>()
    ).map((row) => Number(row.id));
    if (ids.length === 0) return 0;
    // The daily roll-ups of the days those events were on are adjusted in the same transaction.
    return deleteTrackingEvents(manager, `id IN (${ids.map(() => '?').join(', ')})`, ids);
  }

  async record(type: TrackingType, body: unknown, ip: string, referer: string | undefined): Promise<void> {
    if (!(await this.allow(ip))) return;
    const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    // Only the hash of a session id is kept (as on the profile it created, so the two join).
    const sessionHash = isUuid(input.sessionId) ? hashSessionId(input.sessionId) : null;
    if (type !== 'visitor' && !sessionHash) return;
    // A step event without a step of the wizard (a whole number 1-5) is ignored like any bad body.
    const step = type === 'step' ? stepOf(input.step) : null;
    if (type === 'step' && step === null) return;
    try {
      // Stored and counted in the daily roll-ups in one transaction.
      await this.transactions.run((manager) => insertTrackingEvent(manager, { type, sessionHash, step, path: pathOf(input.path, referer) }));
    } catch (error) {
      this.logger.warn(`tracking event not stored: ${(error as Error).message}`);
    }
  }

  private async allow(ip: string): Promise<boolean> {
    const { isBlocked } = await this.limits.increment(`ip:${ip}`, MINUTE_MS, this.config.rateLimitPublic, 0, TRACKING_THROTTLER);
    return !isBlocked;
  }
}

function stepOf(given: unknown): number | null {
  return typeof given === 'number' && Number.isInteger(given) && given >= 1 && given <= WIZARD_STEP_COUNT ? given : null;
}

function pathOf(given: unknown, referer: string | undefined): string | null {
  if (typeof given === 'string' && given.startsWith('/')) return given.slice(0, 300);
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, 300);
  } catch {
    return null;
  }
}
