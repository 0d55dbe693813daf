import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { scopeCustomers, scopeLeads, scopeOneSession, scopeQuotes } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { customerStatusSql } from '../customers/customer-columns';
import { throughIndex } from '../database/force-index';
import { Lead } from '../leads/entities/lead.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { Quote } from '../quotes/entities/quote.entity';
import { wizardStepName } from '../domain/vocabulary/wizard-steps';
import type { Period } from './analytics-period';
import type { DashboardDetailRowDto } from './dto/dashboard-detail.dto';
import type { StatType } from './dto/analytics-query.dto';
import { TrackingEvent } from './entities/tracking-event.entity';
import { numberOf } from './sql-time';

/** Tracking events of one type in time order: the latest visits and wizard openings are read through it. */
const TYPE_TIME_INDEX = 'IDX_tracking_events_type_created';

/** The dashboard's details table is limited to 10 rows. */
export const DETAILS_LIMIT = 10;

type RawDate = Date | string;

/** SQLite answers raw datetimes as UTC text without a zone; MariaDB (timezone Z) as Dates. */
function instantOf(value: RawDate): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

/**
 * The latest rows of one funnel stage in a period (the same stages and period rules as the
 * analytics dashboard), at most 10, through the partner scope: a partner's customers only, its
 * own provider's quotes and leads only (a competitor's on a shared customer neither list nor order
 * the rows), only the visits that created its customers, and a name or status only from what it
 * may read. Customers come in the order they reached the stage (their latest profile, quote,
 * selected quote or lead of the period), newest first; sessions by their latest wizard opening.
 */
@Injectable()
export class DashboardDetailsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  details(statType: StatType, period: Period, user: SessionUser): Promise<DashboardDetailRowDto[]> {
    // The latest records are read in time order and checked one by one from their customer's side
    // (the per-record form of the partner scope), so a partner's whole set is never read.
    const quotes = (): SelectQueryBuilder<Quote> =>
      inPeriod(scopeQuotes(this.dataSource.getRepository(Quote).createQueryBuilder('q'), user, 'q', true), 'q.createdAt', period);
    switch (statType) {
      case 'visitors':
        return this.visits(period, user);
      case 'users':
        return this.sessions(period, user);
      case 'created':
        return this.customers(
          () => inPeriod(scopeCustomers(this.dataSource.getRepository(BusinessProfile).createQueryBuilder('bp'), user, 'bp'), 'bp.createdAt', period),
          'bp.id',
          'bp',
          user,
        );
      case 'quoted':
        return this.customers(quotes, 'q.businessProfileId', 'q', user);
      case 'selected':
        return this.customers(() => quotes().andWhere('q.isSelected = :detailSelected', { detailSelected: true }), 'q.businessProfileId', 'q', user);
      case 'applied':
        // A lead of the user's own provider makes its customer the provider's: no customer check.
        return this.customers(
          () => inPeriod(scopeLeads(this.dataSource.getRepository(Lead).createQueryBuilder('l'), user, 'l'), 'l.createdAt', period),
          'l.businessProfileId',
          'l',
          user,
        );
    }
  }

  /** Landing-page visits (they have no session, so a partner, whose visits are its customers', sees none). */
  private async visits(period: Period, user: SessionUser): Promise<DashboardDetailRowDto[]> {
    const rows = await throughIndex(inPeriod(scopeOneSession(this.events(), user, 'te.sessionHash'), 'te.createdAt', period), TYPE_TIME_INDEX)
      .andWhere("te.type = 'visitor'")
      .select('te.id', 'id')
      .addSelect('te.createdAt', 'createdAt')
      .orderBy('te.createdAt', 'DESC')
      .addOrderBy('te.id', 'DESC')
      .limit(DETAILS_LIMIT)
      .getRawMany<{ id: unknown; createdAt: RawDate }>();
    return rows.map((row) => ({
      id: String(row.id),
      kind: 'visit',
      businessName: null,
      monthlyTurnover: null,
      status: null,
      createdAt: instantOf(row.createdAt),
      lastStep: null,
      lastStepName: null,
    }));
  }

  /**
   * Visits that opened the wizard, latest opening first: when, the furthest step reached, the
   * business it created. A visit can create several profiles (of several providers): the name is
   * taken only from the profiles the user may open, so a partner never sees a competitor's.
   */
  private async sessions(period: Period, user: SessionUser): Promise<DashboardDetailRowDto[]> {
    const latest = await this.latest(
      () => inPeriod(scopeOneSession(this.events(), user, 'te.sessionHash'), 'te.createdAt', period).andWhere("te.type = 'user'"),
      'te.sessionHash',
      'te',
      TYPE_TIME_INDEX,
    );
    if (latest.length === 0) return [];
    const hashes = latest.map((entry) => entry.key);
    const [steps, names] = await Promise.all([
      this.events()
        .select('te.sessionHash', 'sessionHash')
        .addSelect('MAX(te.step)', 'lastStep')
        .where("te.type = 'step' AND te.sessionHash IN (:...hashes)", { hashes })
        .groupBy('te.sessionHash')
        .getRawMany<{ sessionHash: string; lastStep: unknown }>(),
      scopeCustomers(this.dataSource.getRepository(BusinessProfile).createQueryBuilder('bp').where('bp.sessionHash IN (:...hashes)', { hashes }), user, 'bp')
        .select('bp.sessionHash', 'sessionHash')
        .addSelect('MAX(bp.businessName)', 'businessName')
        .groupBy('bp.sessionHash')
        .getRawMany<{ sessionHash: string; businessName: string | null }>(),
    ]);
    const stepOf = new Map(steps.map((row) => [row.sessionHash, row.lastStep === null ? null : numberOf(row.lastStep)]));
    const nameOf = new Map(names.map((row) => [row.sessionHash, row.businessName]));
    return latest.map(({ key, at }) => {
      const lastStep = stepOf.get(key) ?? null;
      return {
        id: key.slice(0, 16),
        kind: 'session',
        businessName: nameOf.get(key) ?? null,
        monthlyTurnover: null,
        status: null,
        createdAt: at,
        lastStep,
        lastStepName: wizardStepName(lastStep),
      };
    });
  }

  /**
   * The customers of the latest stage records (the customer that reached the stage last first),
   * read through the partner scope like any customer: a name only for a customer the user may
   * open, and its status as the user sees it (the customer list's: its latest lead the user reads).
   */
  private async customers<T extends ObjectLiteral>(
    records: () => SelectQueryBuilder<T>,
    profileIdColumn: string,
    alias: string,
    user: SessionUser,
  ): Promise<DashboardDetailRowDto[]> {
    const ids = (await this.latest(records, profileIdColumn, alias)).map((entry) => entry.key);
    if (ids.length === 0) return [];
    const rows = await scopeCustomers(this.dataSource.getRepository(BusinessProfile).createQueryBuilder('bp').where('bp.id IN (:...ids)', { ids }), user, 'bp')
      .select('bp.id', 'id')
      .addSelect('bp.businessName', 'businessName')
      .addSelect('bp.monthlyTurnover', 'monthlyTurnover')
      .addSelect(customerStatusSql(user), 'status')
      .addSelect('bp.createdAt', 'createdAt')
      .getRawMany<{ id: string; businessName: string | null; monthlyTurnover: unknown; status: string | null; createdAt: RawDate }>();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids
      .filter((id) => byId.has(id))
      .map((id) => {
        const row = byId.get(id)!;
        return {
          id: row.id,
          kind: 'customer',
          businessName: row.businessName,
          monthlyTurnover: row.monthlyTurnover === null ? null : Number(row.monthlyTurnover),
          status: row.status,
          createdAt: instantOf(row.createdAt),
          lastStep: null,
          lastStepName: null,
        };
      });
  }

  /**
   * The 10 distinct keys (a customer or a session) of the latest records, newest first, with
   * each one's latest time. Read newest first through the time index and stopped early: the
   * latest 200 records usually hold 10 distinct keys; if not, wider, then all of the period.
   * `index`: the index MySQL/MariaDB must read them through (throughIndex).
   */
  private async latest<T extends ObjectLiteral>(
    records: () => SelectQueryBuilder<T>,
    keyColumn: string,
    alias: string,
    index?: string,
  ): Promise<Array<{ key: string; at: Date }>> {
    for (const limit of [200, 5000, undefined]) {
      const qb = records()
        .select(keyColumn, 'detailKey')
        .addSelect(`${alias}.createdAt`, 'detailAt')
        .orderBy(`${alias}.createdAt`, 'DESC')
        .addOrderBy(`${alias}.id`, 'DESC');
      const limited = limit ? qb.limit(limit) : qb;
      const rows = await (index ? throughIndex(limited, index) : limited).getRawMany<{ detailKey: unknown; detailAt: RawDate }>();
      const keys = new Map<string, Date>();
      for (const row of rows) {
        const key = String(row.detailKey);
        if (!keys.has(key)) keys.set(key, instantOf(row.detailAt));
        if (keys.size === DETAILS_LIMIT) break;
      }
      if (keys.size === DETAILS_LIMIT || limit === undefined || rows.length < limit) return [...keys.entries()].map(([key, at]) => ({ key, at }));
    }
    return [];
  }

  private events(): SelectQueryBuilder<TrackingEvent> {
    return this.dataSource.getRepository(TrackingEvent).createQueryBuilder('te');
  }
}

function inPeriod<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, period: Period): SelectQueryBuilder<T> {
  return qb.andWhere(`${column} >= :periodFrom AND ${column} < :periodTo`, { periodFrom: period.from, periodTo: period.to });
}
