import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { scopeCustomers, scopeLeads, scopeProviderRecords, scopeQuotes, seesEveryCustomer } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { CUSTOMER_MEASURES, CUSTOMER_ROLLUP_TABLE, EVERYONE, monthsAndDays, sectorMeasure, sourceMeasure, visitMeasure } from '../domain/customer-rollups';
import { daysOf } from '../domain/tracking-rollups';
import { customerSourceLabel } from '../domain/vocabulary/customer-sources';
import { sectorLabel } from '../domain/vocabulary/sectors';
import { Lead } from '../leads/entities/lead.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { Provider } from '../providers/entities/provider.entity';
import { Quote } from '../quotes/entities/quote.entity';
import type { Period } from './analytics-period';
import { CustomerRollupJob } from './customer-rollup.job';
import type { ProviderPerformanceDto, SectorShareDto, SourceShareDto } from './dto/analytics-dashboard.dto';
import { numberOf, secondsBetweenSql } from './sql-time';

/** The sector breakdown shows the top 6. */
const TOP_SECTORS = 6;
const TOP_PROVIDERS = 10;

/** One decimal of a percentage; 0 when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** The dashboard's figures of a period's customers, quotes and leads, as the user may see them. */
export interface CustomerFigures {
  created: number;
  quotes: number;
  quoted: number;
  selectedQuotes: number;
  selected: number;
  applications: number;
  applied: number;
  sectorBreakdown: SectorShareDto[];
  sourceBreakdown: SourceShareDto[];
  /** Minutes from the start of a visit to its customer's first application of the period, on average; null without one. */
  averageTimeToComplete: number | null;
  topProviders: ProviderPerformanceDto[];
  /**
   * A partner's visit figures from the same read of its provider's scope of the roll-ups: the SUM
   * of each tracking measure (MEASURES, reached<k>) over the visits that made its customers, each
   * session once. Null for admins and staff (their visit figures are the tracking events' own
   * roll-ups) and for figures counted over the records.
   */
  visitTotal: ((measure: string) => number) | null;
}

/** Quotes and applications per provider. */
type ProviderCounts = Map<number, { quotes: number; applications: number }>;

/** Sorted by count (most first), then by code. */
function byCountThenCode(a: [string, number], b: [string, number]): number {
  return b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
}

/**
 * The dashboard's figures of customers, quotes and leads. A period of whole UK days (every period
 * the dashboard offers) is read from the daily roll-ups (src/domain/customer-rollups.ts): a few
 * rows per day, whatever the period's length; any other period, and a check of the roll-ups, from
 * the records themselves, each figure one SQL aggregation over the period's rows. Both give the
 * same figures. A partner's are its own provider's, through the partner scope: its customers,
 * their quotes of its provider, its provider's leads (a competitor's quote or lead on a shared
 * customer counts nowhere), and its own provider's performance only.
 */
@Injectable()
export class CustomerFiguresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rollups: CustomerRollupJob,
  ) {}

  figures(period: Period, user: SessionUser, from: 'rollups' | 'records' = 'rollups'): Promise<CustomerFigures> {
    const days = from === 'rollups' ? daysOf(period) : null;
    return days ? this.rolledUp(days, user) : this.fromRecords(period, user);
  }

  /** The figures of the UK days first..last from the roll-ups (each distinct customer once, on its first day of the period). */
  private async rolledUp(days: { first: string; last: string }, user: SessionUser): Promise<CustomerFigures> {
    await this.rollups.catchUp();
    const everyone = seesEveryCustomer(user);
    const scope = everyone ? EVERYONE : (user.providerId ?? -1);
    const inDays = 'day >= ? AND day <= ? AND prevDay < ?';
    const dayParams = [days.first, days.last, days.first];
    const rows = await this.dataSource.query<{ measure: string; total: unknown; millis: unknown }[]>(
      `SELECT measure, SUM(total) AS total, SUM(millis) AS millis FROM ${CUSTOMER_ROLLUP_TABLE} WHERE providerId = ? AND ${inDays} GROUP BY measure`,
      [scope, ...dayParams],
    );
    const totals = new Map(rows.map((row) => [row.measure, { total: numberOf(row.total), millis: numberOf(row.millis) }]));
    const total = (measure: string): number => totals.get(measure)?.total ?? 0;
    const counted = (prefix: string): [string, number][] =>
      [...totals.entries()]
        .filter(([measure, figures]) => measure.startsWith(prefix) && figures.total > 0)
        .map(([measure, figures]): [string, number] => [measure.slice(prefix.length), figures.total])
        .sort(byCountThenCode);
    const sectors = counted(sectorMeasure(''));
    const sectorTotal = sectors.reduce((sum, [, count]) => sum + count, 0);
    const sources = counted(sourceMeasure(''));
    const sourceTotal = sources.reduce((sum, [, count]) => sum + count, 0);
    const applied = totals.get(CUSTOMER_MEASURES.applied);

    const providers: ProviderCounts = new Map();
    if (everyone) {
      for (const [providerId, counts] of await this.providerCounts(days)) if (counts.quotes > 0 || counts.applications > 0) providers.set(providerId, counts);
    } else if (total(CUSTOMER_MEASURES.quotes) > 0 || total(CUSTOMER_MEASURES.applications) > 0) {
      providers.set(scope, { quotes: total(CUSTOMER_MEASURES.quotes), applications: total(CUSTOMER_MEASURES.applications) });
    }
    return {
      created: total(CUSTOMER_MEASURES.created),
      quotes: total(CUSTOMER_MEASURES.quotes),
      quoted: total(CUSTOMER_MEASURES.quoted),
      selectedQuotes: total(CUSTOMER_MEASURES.selectedQuotes),
      selected: total(CUSTOMER_MEASURES.selected),
      applications: total(CUSTOMER_MEASURES.applications),
      applied: total(CUSTOMER_MEASURES.applied),
      sectorBreakdown: sectors.slice(0, TOP_SECTORS).map(([sector, count]) => ({
        sector,
        label: sectorLabel(sector),
        count,
        percentage: percentOf(count, sectorTotal),
      })),
      sourceBreakdown: sources.map(([source, count]) => ({
        source,
        label: customerSourceLabel(source),
        count,
        percentage: percentOf(count, sourceTotal),
      })),
      averageTimeToComplete: applied && applied.total > 0 ? minutesOf(applied.millis / 1000 / applied.total) : null,
      topProviders: await this.topProviders(providers),
      visitTotal: everyone ? null : (measure) => total(visitMeasure(measure)),
    };
  }

  /**
   * Every provider's quotes and applications of the UK days first..last (the admins' top
   * providers), plain counts: the whole months from the monthly rows, the days around them from the
   * daily rows, each one index range over (measure, day).
   */
  private async providerCounts(days: { first: string; last: string }): Promise<ProviderCounts> {
    const { months, days: edges } = monthsAndDays(days.first, days.last);
    const ranges: [measure: string, first: string, last: string][] = edges.flatMap((range): [string, string, string][] => [
      [CUSTOMER_MEASURES.providerQuotes, range.first, range.last],
      [CUSTOMER_MEASURES.applications, range.first, range.last],
    ]);
    if (months) {
      ranges.push([CUSTOMER_MEASURES.providerQuotesByMonth, months.first, months.last], [CUSTOMER_MEASURES.applicationsByMonth, months.first, months.last]);
    }
    // One statement of ranges of the (measure, day) index alone (a condition on providerId would
    // offer MariaDB the primary key's range instead); scope 0's applications are left out here.
    const rows = await this.dataSource.query<{ measure: string; providerId: unknown; total: unknown }[]>(
      `SELECT measure, providerId, SUM(total) AS total FROM ${CUSTOMER_ROLLUP_TABLE} WHERE ${ranges.map(() => '(measure = ? AND day >= ? AND day <= ?)').join(' OR ')} GROUP BY measure, providerId`,
      ranges.flat(),
    );
    const counts: ProviderCounts = new Map();
    for (const row of rows) {
      if (Number(row.providerId) === EVERYONE) continue;
      const quotes = row.measure === CUSTOMER_MEASURES.providerQuotes || row.measure === CUSTOMER_MEASURES.providerQuotesByMonth;
      countsOf(counts, row.providerId)[quotes ? 'quotes' : 'applications'] += numberOf(row.total);
    }
    return counts;
  }

  /** The figures counted over the period's records. */
  private async fromRecords(period: Period, user: SessionUser): Promise<CustomerFigures> {
    const [profiles, quotes, leads, sectorBreakdown, sourceBreakdown, averageTimeToComplete, providers] = await Promise.all([
      this.inPeriod(scopeCustomers(this.profiles(), user, 'bp'), 'bp.createdAt', period)
        .select('COUNT(*)', 'created')
        .getRawOne<Record<string, unknown>>(),
      this.inPeriod(scopeQuotes(this.quotes(), user, 'q'), 'q.createdAt', period)
        .select('COUNT(*)', 'quotes')
        .addSelect('COUNT(DISTINCT q.businessProfileId)', 'quoted')
        .addSelect('SUM(CASE WHEN q.isSelected = :yes THEN 1 ELSE 0 END)', 'selectedQuotes')
        .addSelect('COUNT(DISTINCT CASE WHEN q.isSelected = :yes THEN q.businessProfileId END)', 'selected')
        .setParameter('yes', true)
        .getRawOne<Record<string, unknown>>(),
      this.inPeriod(scopeLeads(this.leads(), user, 'l'), 'l.createdAt', period)
        .select('COUNT(*)', 'applications')
        .addSelect('COUNT(DISTINCT l.businessProfileId)', 'applied')
        .getRawOne<Record<string, unknown>>(),
      this.sectorBreakdown(period, user),
      this.sourceBreakdown(period, user),
      this.averageMinutesToComplete(period, user),
      this.providerCountsOfRecords(period, user),
    ]);
    return {
      created: numberOf(profiles?.created),
      quotes: numberOf(quotes?.quotes),
      quoted: numberOf(quotes?.quoted),
      selectedQuotes: numberOf(quotes?.selectedQuotes),
      selected: numberOf(quotes?.selected),
      applications: numberOf(leads?.applications),
      applied: numberOf(leads?.applied),
      sectorBreakdown,
      sourceBreakdown,
      averageTimeToComplete,
      topProviders: await this.topProviders(providers),
      visitTotal: null,
    };
  }

  private async sectorBreakdown(period: Period, user: SessionUser): Promise<SectorShareDto[]> {
    const withSector = (): SelectQueryBuilder<BusinessProfile> =>
      this.inPeriod(scopeCustomers(this.profiles(), user, 'bp'), 'bp.createdAt', period).andWhere('bp.businessSector IS NOT NULL');
    const [total, rows] = await Promise.all([
      withSector().select('COUNT(*)', 'total').getRawOne<{ total: unknown }>(),
      withSector()
        .select('bp.businessSector', 'sector')
        .addSelect('COUNT(*)', 'count')
        .groupBy('bp.businessSector')
        .orderBy('count', 'DESC')
        .addOrderBy('bp.businessSector', 'ASC')
        .limit(TOP_SECTORS)
        .getRawMany<{ sector: string; count: unknown }>(),
    ]);
    const whole = numberOf(total?.total);
    return rows.map((row) => ({
      sector: row.sector,
      label: sectorLabel(row.sector),
      count: numberOf(row.count),
      percentage: percentOf(numberOf(row.count), whole),
    }));
  }

  /** The customers created in the period by source (every source that has one), most first; the percentages are of those customers. */
  private async sourceBreakdown(period: Period, user: SessionUser): Promise<SourceShareDto[]> {
    const rows = await this.inPeriod(scopeCustomers(this.profiles(), user, 'bp'), 'bp.createdAt', period)
      .select('bp.source', 'source')
      .addSelect('COUNT(*)', 'count')
      .groupBy('bp.source')
      .orderBy('count', 'DESC')
      .addOrderBy('bp.source', 'ASC')
      .getRawMany<{ source: string; count: unknown }>();
    const whole = rows.reduce((sum, row) => sum + numberOf(row.count), 0);
    return rows.map((row) => ({
      source: row.source,
      label: customerSourceLabel(row.source),
      count: numberOf(row.count),
      percentage: percentOf(numberOf(row.count), whole),
    }));
  }

  /**
   * Minutes from the start of each applying customer's visit (its session's first tracking event,
   * or the profile's creation if that is earlier) to its first application, averaged over the
   * customers whose first application of the period falls in it.
   */
  private async averageMinutesToComplete(period: Period, user: SessionUser): Promise<number | null> {
    const perCustomer = this.inPeriod(scopeLeads(this.leads(), user, 'l'), 'l.createdAt', period)
      .innerJoin(BusinessProfile, 'bp', 'bp.id = l.businessProfileId')
      .select('bp.id', 'id')
      .addSelect('bp.createdAt', 'profileCreatedAt')
      .addSelect('MIN(l.createdAt)', 'appliedAt')
      .addSelect('(SELECT MIN(first_te.createdAt) FROM tracking_events first_te WHERE first_te.sessionHash = bp.sessionHash)', 'firstSeenAt')
      .groupBy('bp.id')
      .addGroupBy('bp.createdAt')
      .addGroupBy('bp.sessionHash');
    const start =
      'CASE WHEN journey.firstSeenAt IS NOT NULL AND journey.firstSeenAt < journey.profileCreatedAt THEN journey.firstSeenAt ELSE journey.profileCreatedAt END';
    const row = await this.dataSource
      .createQueryBuilder()
      .select(`AVG(${secondsBetweenSql(this.dataSource, start, 'journey.appliedAt')})`, 'seconds')
      .addSelect('COUNT(*)', 'customers')
      .from(`(${perCustomer.getQuery()})`, 'journey')
      .setParameters(perCustomer.getParameters())
      .getRawOne<{ seconds: unknown; customers: unknown }>();
    if (!row || numberOf(row.customers) === 0 || row.seconds === null) return null;
    return minutesOf(Number(row.seconds));
  }

  /** Quotes and applications per provider in the period (a partner: its own provider only). */
  private async providerCountsOfRecords(period: Period, user: SessionUser): Promise<ProviderCounts> {
    const [quoteRows, leadRows] = await Promise.all([
      scopeProviderRecords(this.inPeriod(scopeQuotes(this.quotes(), user, 'q'), 'q.createdAt', period), user, 'q.providerId')
        .select('q.providerId', 'providerId')
        .addSelect('COUNT(*)', 'count')
        .groupBy('q.providerId')
        .getRawMany<{ providerId: unknown; count: unknown }>(),
      scopeProviderRecords(this.inPeriod(scopeLeads(this.leads(), user, 'l'), 'l.createdAt', period), user, 'l.selectedProviderId')
        .andWhere('l.selectedProviderId IS NOT NULL')
        .select('l.selectedProviderId', 'providerId')
        .addSelect('COUNT(*)', 'count')
        .groupBy('l.selectedProviderId')
        .getRawMany<{ providerId: unknown; count: unknown }>(),
    ]);
    const counts: ProviderCounts = new Map();
    for (const row of quoteRows) countsOf(counts, row.providerId).quotes = numberOf(row.count);
    for (const row of leadRows) countsOf(counts, row.providerId).applications = numberOf(row.count);
    return counts;
  }

  /** The top providers of some counts, with their names: most applications first, then most quotes, then by name. */
  private async topProviders(counts: ProviderCounts): Promise<ProviderPerformanceDto[]> {
    if (counts.size === 0) return [];
    const names = new Map(
      (
        await this.dataSource
          .getRepository(Provider)
          .createQueryBuilder('p')
          .select(['p.id', 'p.name'])
          .where('p.id IN (:...ids)', { ids: [...counts.keys()] })
          .getMany()
      ).map((p) => [p.id, p.name]),
    );
    return [...counts.entries()]
      .map(([providerId, f]) => ({
        providerId,
        providerName: names.get(providerId) ?? `Provider ${providerId}`,
        quotesGenerated: f.quotes,
        applicationsSubmitted: f.applications,
        conversionRate: percentOf(f.applications, f.quotes),
      }))
      .sort(
        (a, b) => b.applicationsSubmitted - a.applicationsSubmitted || b.quotesGenerated - a.quotesGenerated || a.providerName.localeCompare(b.providerName),
      )
      .slice(0, TOP_PROVIDERS);
  }

  private inPeriod<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, period: Period): SelectQueryBuilder<T> {
    return qb.andWhere(`${column} >= :periodFrom AND ${column} < :periodTo`, { periodFrom: period.from, periodTo: period.to });
  }

  private profiles(): SelectQueryBuilder<BusinessProfile> {
    return this.dataSource.getRepository(BusinessProfile).createQueryBuilder('bp');
  }

  private quotes(): SelectQueryBuilder<Quote> {
    return this.dataSource.getRepository(Quote).createQueryBuilder('q');
  }

  private leads(): SelectQueryBuilder<Lead> {
    return this.dataSource.getRepository(Lead).createQueryBuilder('l');
  }
}

function countsOf(counts: ProviderCounts, id: unknown): { quotes: number; applications: number } {
  const key = Number(id);
  let entry = counts.get(key);
  if (!entry) counts.set(key, (entry = { quotes: 0, applications: 0 }));
  return entry;
}

/** Seconds as minutes with one decimal (never below 0). */
function minutesOf(seconds: number): number {
  return Math.round((Math.max(0, seconds) / 60) * 10) / 10;
}
