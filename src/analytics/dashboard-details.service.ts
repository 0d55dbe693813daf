import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { scopeCustomers, scopeLeads, scopeQuotes, scopeSessions } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { CUSTOMER_STATUS_SQL } from '../customers/customer-query';
import { Lead } from '../leads/entities/lead.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { Quote } from '../quotes/entities/quote.entity';
import { wizardStepName } from '../vocabulary/wizard-steps';
import type { Period } from './analytics-period';
import type { DashboardDetailRowDto } from './dto/dashboard-detail.dto';
import type { StatType } from './dto/analytics-query.dto';
import { TrackingEvent } from './entities/tracking-event.entity';
import { numberOf } from './sql-time';

/** §2: the dashboard's details table is limited to 10 rows. */
export const DETAILS_LIMIT = 10;

type RawDate = Date | string;

/** SQLite answers raw datetimes as UTC text without a zone; MariaDB (timezone Z) as Dates. */
function instantOf(value: RawDate): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

/**
 * The latest rows of one funnel stage in a period (the same stages and period rules as the
 * analytics dashboard), newest first, at most 10, through the partner scope: a partner's
 * customers only, and only the visits that created them.
 */
@Injectable()
export class DashboardDetailsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  details(statType: StatType, period: Period, user: SessionUser): Promise<DashboardDetailRowDto[]> {
    switch (statType) {
      case 'visitors':
        return this.visits(period, user);
      case 'users':
        return this.sessions(period, user);
      case 'created':
        return this.customers(period, user, (qb) => inPeriod(qb, 'bp.createdAt', period));
      case 'quoted':
        return this.customers(period, user, (qb) => this.having(qb, scopeQuotes(this.quotes(), user, 'q'), 'q', period));
      case 'selected':
        return this.customers(period, user, (qb) => this.having(qb, scopeQuotes(this.quotes(), user, 'q').andWhere('q.isSelected = :detailSelected', { detailSelected: true }), 'q', period));
      case 'applied':
        return this.customers(period, user, (qb) => this.having(qb, scopeLeads(this.dataSource.getRepository(Lead).createQueryBuilder('l'), user, 'l'), 'l', period));
    }
  }

  /** Landing-page visits (they have no session, so a partner, whose visits are its customers', sees none). */
  private async visits(period: Period, user: SessionUser): Promise<DashboardDetailRowDto[]> {
    const rows = await inPeriod(scopeSessions(this.events(), user, 'te.sessionHash'), 'te.createdAt', period)
      .andWhere("te.type = 'visitor'")
      .select('te.id', 'id')
      .addSelect('te.createdAt', 'createdAt')
      .orderBy('te.createdAt', 'DESC')
      .addOrderBy('te.id', 'DESC')
      .limit(DETAILS_LIMIT)
      .getRawMany<{ id: unknown; createdAt: RawDate }>();
    return rows.map((row) => ({ id: String(row.id), kind: 'visit', businessName: null, monthlyTurnover: null, status: null, createdAt: instantOf(row.createdAt), lastStep: null, lastStepName: null }));
  }

  /** Visits that opened the wizard: when (the latest opening in the period) and the furthest step reached. */
  private async sessions(period: Period, user: SessionUser): Promise<DashboardDetailRowDto[]> {
    const rows = await inPeriod(scopeSessions(this.events(), user, 'te.sessionHash'), 'te.createdAt', period)
      .andWhere("te.type = 'user'")
      .select('te.sessionHash', 'sessionHash')
      .addSelect('MAX(te.createdAt)', 'createdAt')
      .addSelect("(SELECT MAX(st.step) FROM tracking_events st WHERE st.sessionHash = te.sessionHash AND st.type = 'step')", 'lastStep')
      .addSelect('(SELECT MAX(sb.businessName) FROM business_profiles sb WHERE sb.sessionHash = te.sessionHash)', 'businessName')
      .groupBy('te.sessionHash')
      .orderBy('createdAt', 'DESC')
      .addOrderBy('te.sessionHash', 'ASC')
      .limit(DETAILS_LIMIT)
      .getRawMany<{ sessionHash: string; createdAt: RawDate; lastStep: unknown; businessName: string | null }>();
    return rows.map((row) => {
      const lastStep = row.lastStep === null ? null : numberOf(row.lastStep);
      return { id: row.sessionHash.slice(0, 16), kind: 'session', businessName: row.businessName, monthlyTurnover: null, status: null, createdAt: instantOf(row.createdAt), lastStep, lastStepName: wizardStepName(lastStep) };
    });
  }

  private async customers(_period: Period, user: SessionUser, stage: (qb: SelectQueryBuilder<BusinessProfile>) => SelectQueryBuilder<BusinessProfile>): Promise<DashboardDetailRowDto[]> {
    const qb = stage(scopeCustomers(this.dataSource.getRepository(BusinessProfile).createQueryBuilder('bp'), user, 'bp'));
    const rows = await qb
      .select('bp.id', 'id')
      .addSelect('bp.businessName', 'businessName')
      .addSelect('bp.monthlyTurnover', 'monthlyTurnover')
      .addSelect(CUSTOMER_STATUS_SQL, 'status')
      .addSelect('bp.createdAt', 'createdAt')
      .orderBy('bp.createdAt', 'DESC')
      .addOrderBy('bp.id', 'DESC')
      .limit(DETAILS_LIMIT)
      .getRawMany<{ id: string; businessName: string | null; monthlyTurnover: unknown; status: string | null; createdAt: RawDate }>();
    return rows.map((row) => ({
      id: row.id,
      kind: 'customer',
      businessName: row.businessName,
      monthlyTurnover: row.monthlyTurnover === null ? null : Number(row.monthlyTurnover),
      status: row.status,
      createdAt: instantOf(row.createdAt),
      lastStep: null,
      lastStepName: null,
    }));
  }

  /** Customers with at least one of the (scoped) records made in the period. */
  private having<T extends ObjectLiteral>(qb: SelectQueryBuilder<BusinessProfile>, records: SelectQueryBuilder<T>, alias: string, period: Period): SelectQueryBuilder<BusinessProfile> {
    const sub = inPeriod(records, `${alias}.createdAt`, period).select('1').andWhere(`${alias}.businessProfileId = bp.id`);
    return qb.andWhere(`EXISTS (${sub.getQuery()})`).setParameters({ ...qb.getParameters(), ...sub.getParameters() });
  }

  private events(): SelectQueryBuilder<TrackingEvent> {
    return this.dataSource.getRepository(TrackingEvent).createQueryBuilder('te');
  }

  private quotes(): SelectQueryBuilder<Quote> {
    return this.dataSource.getRepository(Quote).createQueryBuilder('q');
  }
}

function inPeriod<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, period: Period): SelectQueryBuilder<T> {
  return qb.andWhere(`${column} >= :periodFrom AND ${column} < :periodTo`, { periodFrom: period.from, periodTo: period.to });
}
