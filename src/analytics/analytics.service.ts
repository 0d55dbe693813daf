import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { scopeLeads, scopeSessions, seesEveryCustomer } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { Lead } from '../leads/entities/lead.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { SharedCaches } from '../redis/shared-caches';
import { wizardStepName } from '../domain/vocabulary/wizard-steps';
import type { Period } from './analytics-period';
import { type CustomerFigures, CustomerFiguresService, percentOf } from './customer-figures';
import type { AnalyticsDashboardDto, CustomerJourneyDto, JourneyEventDto, PageAnalyticsDto } from './dto/analytics-dashboard.dto';
import { TRACKING_TYPES, TrackingEvent } from './entities/tracking-event.entity';
import { numberOf } from './sql-time';
import { daysOf, MEASURES, reachedMeasure, ROLLUP_TABLE, WIZARD_EVENT_TYPES } from '../domain/tracking-rollups';

export const FUNNEL_LABELS = ['Visitors', 'Users', 'Created', 'Quoted', 'Selected', 'Applied'] as const;
/** The wizard's steps, in order: the drop-off point is one of them. */
const WIZARD_STEPS = [1, 2, 3, 4, 5];

/** The figures of a period's visits (tracking events). */
interface VisitFigures {
  visitors: number;
  users: number;
  uniqueSessions: number;
  /** Sessions with a wizard event, and those among them that uploaded a statement. */
  wizardSessions: number;
  uploadedSessions: number;
  dropoff: number | null;
}
/**
 * How long the dashboard's figures of one scope and period are served before they are computed
 * again (see AnalyticsService.dashboard): ten people opening the dashboard cost one set of
 * aggregations.
 */
export const DASHBOARD_CACHE_MS = 30_000;
/**
 * Figures older than this are never shown: the caller waits for the new computation (shared with
 * everyone asking meanwhile). Between DASHBOARD_CACHE_MS and this, the previous figures are
 * served at once while one new computation runs, so the dashboard is at most a minute behind.
 */
export const DASHBOARD_STALE_MS = 60_000;
const DASHBOARD_CACHE_ENTRIES = 200;

/** The figures of one scope and period as shared through Redis between instances (REDIS_URL). */
interface SharedDashboard {
  computedAt: number;
  figures: AnalyticsDashboardDto;
}

/** The shared figures of one scope and period, and the computation replacing them, if one runs. */
interface DashboardEntry {
  computedAt: number;
  figures: Promise<AnalyticsDashboardDto>;
  next?: Promise<AnalyticsDashboardDto>;
}

function sharedKeyOf(key: string): string {
  return `analytics-dashboard:${key}`;
}

/**
 * The analytics figures: the visits' from the tracking events' daily roll-ups (admins and staff)
 * or SQL aggregations over the period's events (partners, and periods not made of whole days);
 * the customers', quotes' and leads' from CustomerFiguresService (daily roll-ups too). Never rows
 * loaded into the process. A partner's figures are its own provider's, through the partner scope:
 * its customers (profiles, their quotes of its provider, their leads of its provider: a
 * competitor's quote or lead on a shared customer counts nowhere), the tracking events of the
 * visits that created them, and its own provider's performance only.
 */
@Injectable()
export class AnalyticsService {
  private readonly cache = new Map<string, DashboardEntry>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shared: SharedCaches,
    private readonly customers: CustomerFiguresService,
  ) {}

  /**
   * The dashboard of a period as the user may see it. Computed once per scope and period and
   * shared: callers while it is computed wait for that one computation; for DASHBOARD_CACHE_MS
   * afterwards they get it as it is; then the next caller starts a new computation, and until it
   * is done callers get the previous figures at once if they are younger than DASHBOARD_STALE_MS,
   * else they wait for the new ones (figures of an hour ago are never shown as current).
   */
  dashboard(period: Period, user: SessionUser): Promise<AnalyticsDashboardDto> {
    // Admins and staff see the same figures; a partner those of its provider.
    const scope = user.role === 'partner' ? `partner:${user.providerId ?? 'none'}` : 'all';
    const key = `${scope}|${period.from.toISOString()}|${period.to.toISOString()}`;
    if (!this.shared.isShared) return this.dashboardOf(key, period, user);
    // With REDIS_URL the figures are shared by every instance: the newest computed anywhere win
    // over this process's own, so two instances never show different figures for long.
    return this.shared.read<SharedDashboard>(sharedKeyOf(key)).then((shared) => {
      const own = this.cache.get(key);
      if (shared && (!own || own.computedAt < shared.computedAt)) {
        this.remember(key, { computedAt: shared.computedAt, figures: Promise.resolve(shared.figures), next: own?.next });
      }
      return this.dashboardOf(key, period, user);
    });
  }

  private dashboardOf(key: string, period: Period, user: SessionUser): Promise<AnalyticsDashboardDto> {
    const cached = this.cache.get(key);
    if (!cached) {
      const computedAt = Date.now();
      const figures = this.computeDashboard(period, user);
      this.remember(key, { computedAt, figures });
      figures.then(
        (value) => this.share(key, computedAt, value),
        () => this.cache.delete(key),
      );
      return figures;
    }
    const age = Date.now() - cached.computedAt;
    if (age < DASHBOARD_CACHE_MS) return cached.figures;
    const next = cached.next ?? this.recompute(key, cached, period, user);
    return age < DASHBOARD_STALE_MS ? cached.figures : next;
  }

  /** One new computation of an entry's figures; they replace the entry's once they are ready. */
  private recompute(key: string, entry: DashboardEntry, period: Period, user: SessionUser): Promise<AnalyticsDashboardDto> {
    const next = this.computeDashboard(period, user);
    entry.next = next;
    next.then(
      (value) => {
        const computedAt = Date.now();
        this.remember(key, { computedAt, figures: next });
        this.share(key, computedAt, value);
      },
      () => (entry.next = undefined),
    );
    return next;
  }

  /** Offers newly computed figures to the other instances (nothing without REDIS_URL). */
  private share(key: string, computedAt: number, figures: AnalyticsDashboardDto): void {
    if (this.shared.isShared) void this.shared.write(sharedKeyOf(key), { computedAt, figures } satisfies SharedDashboard, DASHBOARD_STALE_MS);
  }

  private remember(key: string, entry: DashboardEntry): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    // Oldest first (a Map keeps insertion order).
    while (this.cache.size > DASHBOARD_CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
  }

  /**
   * The dashboard's figures of a period, computed now (no cache). `customersFrom` 'records'
   * counts the customer, quote and lead figures, and a partner's visit figures, over the records
   * instead of the roll-ups: the same figures, for a check of the roll-ups.
   */
  async computeDashboard(period: Period, user: SessionUser, customersFrom: 'rollups' | 'records' = 'rollups'): Promise<AnalyticsDashboardDto> {
    const customerFigures = this.customers.figures(period, user, customersFrom);
    const [sessions, customers] = await Promise.all([this.visitFigures(period, user, customersFrom, customerFigures), customerFigures]);
    const customerJourney: CustomerJourneyDto = {
      averageTimeToComplete: customers.averageTimeToComplete,
      documentUploadRate: sessions.wizardSessions > 0 ? Math.round((sessions.uploadedSessions / sessions.wizardSessions) * 10_000) / 10_000 : 0,
      mostCommonDropoffPoint: wizardStepName(sessions.dropoff),
      mostCommonDropoffStep: sessions.dropoff,
    };
    const counts = [sessions.visitors, sessions.users, customers.created, customers.quoted, customers.selected, customers.applied];
    const [step1, step2, step3, step4, step5, step6] = FUNNEL_LABELS.map((label, index) => ({ label, count: counts[index] }));
    return {
      period,
      conversionFunnel: { step1, step2, step3, step4, step5, step6 },
      overview: {
        uniqueSessions: sessions.uniqueSessions,
        totalQuotes: customers.quotes,
        totalSelectedQuotes: customers.selectedQuotes,
        totalApplications: customers.applications,
        overallConversionRate: percentOf(step6.count, step2.count),
      },
      sectorBreakdown: customers.sectorBreakdown,
      sourceBreakdown: customers.sourceBreakdown,
      customerJourney,
      topProviders: customers.topProviders,
    };
  }

  /** Events of the period grouped by type and step. */
  async journeyEvents(period: Period, user: SessionUser): Promise<JourneyEventDto[]> {
    const rows = await this.inPeriod(this.everyEvent(user), 'te.createdAt', period)
      .select('te.type', 'type')
      .addSelect('te.step', 'step')
      .addSelect('COUNT(*)', 'events')
      .addSelect('COUNT(DISTINCT te.sessionHash)', 'sessions')
      .groupBy('te.type')
      .addGroupBy('te.step')
      .orderBy('te.type', 'ASC')
      .addOrderBy('te.step', 'ASC')
      .getRawMany<{ type: string; step: unknown; events: unknown; sessions: unknown }>();
    return rows.map((row) => {
      const step = row.step === null ? null : Number(row.step);
      return { type: row.type, step, stepName: wizardStepName(step), events: numberOf(row.events), sessions: numberOf(row.sessions) };
    });
  }

  /** Events of the period grouped by the page they came from, most viewed first. */
  async pageAnalytics(period: Period, user: SessionUser): Promise<PageAnalyticsDto[]> {
    const rows = await this.inPeriod(this.everyEvent(user), 'te.createdAt', period)
      .select('te.path', 'path')
      .addSelect('COUNT(*)', 'views')
      .addSelect('COUNT(DISTINCT te.sessionHash)', 'uniqueSessions')
      .groupBy('te.path')
      .orderBy('views', 'DESC')
      .addOrderBy('te.path', 'ASC')
      .limit(100)
      .getRawMany<{ path: string | null; views: unknown; uniqueSessions: unknown }>();
    return rows.map((row) => ({ path: row.path, views: numberOf(row.views), uniqueSessions: numberOf(row.uniqueSessions) }));
  }

  /** Visitors (landing-page visits), users (sessions that opened the wizard) and every session of the period. */
  private async sessionCounts(period: Period, user: SessionUser): Promise<{ visitors: number; users: number; uniqueSessions: number }> {
    const row = await this.inPeriod(this.everyEvent(user), 'te.createdAt', period)
      .select("SUM(CASE WHEN te.type = 'visitor' THEN 1 ELSE 0 END)", 'visitors')
      .addSelect("COUNT(DISTINCT CASE WHEN te.type = 'user' THEN te.sessionHash END)", 'users')
      .addSelect('COUNT(DISTINCT te.sessionHash)', 'uniqueSessions')
      .getRawOne<Record<string, unknown>>();
    return { visitors: numberOf(row?.visitors), users: numberOf(row?.users), uniqueSessions: numberOf(row?.uniqueSessions) };
  }

  /**
   * The visit figures of a period. For a period of whole UK days, admins and staff read them from
   * the tracking events' daily roll-ups (one SUM over the period's rows, see tracking-rollup.ts);
   * a partner from its provider's scope of the customer roll-ups (the visits that made its
   * customers, see src/domain/customer-rollups.ts), read once with its customer figures. Both
   * equal a count over the raw events, which any other period (and `from` 'records') reads, a
   * partner's through the events' session index.
   */
  private async visitFigures(period: Period, user: SessionUser, from: 'rollups' | 'records', customerFigures: Promise<CustomerFigures>): Promise<VisitFigures> {
    const days = from === 'rollups' ? daysOf(period) : null;
    if (days && seesEveryCustomer(user)) {
      const rows = await this.dataSource.query<{ measure: string; total: unknown }[]>(
        `SELECT measure, SUM(total) AS total FROM ${ROLLUP_TABLE} WHERE day >= ? AND day <= ? AND prevDay < ? GROUP BY measure`,
        [days.first, days.last, days.first],
      );
      const totals = new Map(rows.map((row) => [row.measure, numberOf(row.total)]));
      return visitFiguresOf((measure) => totals.get(measure) ?? 0);
    }
    const partnersVisits = days ? (await customerFigures).visitTotal : null;
    if (partnersVisits) return visitFiguresOf(partnersVisits);
    const [sessions, uploads, dropoff] = await Promise.all([
      this.sessionCounts(period, user),
      this.inPeriod(scopeSessions(this.events(), user, 'te.sessionHash'), 'te.createdAt', period)
        .andWhere('te.type IN (:...wizardTypes)', { wizardTypes: WIZARD_EVENT_TYPES })
        .select("COUNT(DISTINCT CASE WHEN te.type = 'document_upload' THEN te.sessionHash END)", 'uploaded')
        .addSelect('COUNT(DISTINCT te.sessionHash)', 'sessions')
        .getRawOne<Record<string, unknown>>(),
      this.mostCommonDropoff(period, user),
    ]);
    return { ...sessions, wizardSessions: numberOf(uploads?.sessions), uploadedSessions: numberOf(uploads?.uploaded), dropoff };
  }

  /**
   * The last step each session of the period reached, over the sessions that did not apply (no
   * lead the user may read on a profile of that session: for a partner, no lead of its own
   * provider, whatever a competitor received), grouped: the most frequent one (ties: the earlier step).
   */
  private async mostCommonDropoff(period: Period, user: SessionUser): Promise<number | null> {
    const perSession = this.inPeriod(scopeSessions(this.events(), user, 'te.sessionHash'), 'te.createdAt', period)
      .select('te.sessionHash', 'sessionHash')
      .addSelect('MAX(te.step)', 'lastStep')
      .andWhere("te.type = 'step'");
    const applied = scopeLeads(
      perSession
        .subQuery()
        .select('1')
        .from(BusinessProfile, 'done_bp')
        .innerJoin(Lead, 'done_l', 'done_l.businessProfileId = done_bp.id')
        .where('done_bp.sessionHash = te.sessionHash'),
      user,
      'done_l',
    );
    perSession.andWhere(`NOT EXISTS ${applied.getQuery()}`).groupBy('te.sessionHash');
    const row = await this.dataSource
      .createQueryBuilder()
      .select('reached.lastStep', 'step')
      .addSelect('COUNT(*)', 'sessions')
      .from(`(${perSession.getQuery()})`, 'reached')
      .setParameters(perSession.getParameters())
      .groupBy('reached.lastStep')
      .orderBy('sessions', 'DESC')
      .addOrderBy('reached.lastStep', 'ASC')
      .limit(1)
      .getRawOne<{ step: unknown }>();
    return row && row.step !== null ? Number(row.step) : null;
  }

  private inPeriod<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, period: Period): SelectQueryBuilder<T> {
    return qb.andWhere(`${column} >= :periodFrom AND ${column} < :periodTo`, { periodFrom: period.from, periodTo: period.to });
  }

  /**
   * Events of every type the user may see. Naming the types lets both engines read the period
   * through the (type, createdAt) index instead of the whole table.
   */
  private everyEvent(user: SessionUser): SelectQueryBuilder<TrackingEvent> {
    return scopeSessions(this.events(), user, 'te.sessionHash').andWhere('te.type IN (:...everyType)', { everyType: TRACKING_TYPES });
  }

  private events(): SelectQueryBuilder<TrackingEvent> {
    return this.dataSource.getRepository(TrackingEvent).createQueryBuilder('te');
  }
}

/**
 * The visit figures of some days from roll-up totals per measure (`total`: the SUM over the rows
 * of those days whose previous active day is before the first, so each session once; visitors are
 * a plain count). The drop-off: the sessions that did not apply whose furthest step is k are those
 * that reached k less those that reached k + 1.
 */
function visitFiguresOf(total: (measure: string) => number): VisitFigures {
  let dropoff: number | null = null;
  let most = 0;
  for (const step of WIZARD_STEPS) {
    const sessions = total(reachedMeasure(step)) - total(reachedMeasure(step + 1));
    if (sessions > most) [dropoff, most] = [step, sessions];
  }
  return {
    visitors: total(MEASURES.visitors),
    users: total(MEASURES.users),
    uniqueSessions: total(MEASURES.sessions),
    wizardSessions: total(MEASURES.wizard),
    uploadedSessions: total(MEASURES.uploads),
    dropoff,
  };
}
