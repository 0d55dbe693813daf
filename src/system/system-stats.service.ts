import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { percentOf } from '../analytics/analytics.service';
import { numberOf } from '../analytics/sql-time';
import { Clock } from '../common/clock/clock';
import { dateWindow } from '../common/dates/date-presets';
import { Task } from '../tasks/entities/task.entity';
import { Lead } from '../leads/entities/lead.entity';
import { Email } from '../mail/entities/email.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { Quote } from '../quotes/entities/quote.entity';
import { CrmUser } from '../users/entities/crm-user.entity';
import type { SystemStatsDto } from './dto/system-stats.dto';
import { ResponseTimes } from './response-times';

/** System statistics for admins, each a COUNT in SQL (no rows loaded), plus the process's own timings. */
@Injectable()
export class SystemStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly responseTimes: ResponseTimes,
  ) {}

  async stats(): Promise<SystemStatsDto> {
    const now = this.clock.now();
    const today = dateWindow('today', now);
    const thisMonth = dateWindow('this_month', now);
    const count = (qb: { getRawOne<T>(): Promise<T | undefined> }) => qb.getRawOne<{ n: unknown }>().then((row) => numberOf(row?.n));
    const [users, customers, totalQuotes, leads, totalEmails, calendarEvents] = await Promise.all([
      this.dataSource
        .getRepository(CrmUser)
        .createQueryBuilder('u')
        .select('COUNT(*)', 'total')
        .addSelect('SUM(CASE WHEN u.isActive = :active THEN 1 ELSE 0 END)', 'active')
        .setParameter('active', true)
        .getRawOne<{ total: unknown; active: unknown }>(),
      count(this.dataSource.getRepository(BusinessProfile).createQueryBuilder('bp').select('COUNT(*)', 'n')),
      count(this.dataSource.getRepository(Quote).createQueryBuilder('q').select('COUNT(*)', 'n')),
      this.dataSource
        .getRepository(Lead)
        .createQueryBuilder('l')
        .select('COUNT(*)', 'total')
        .addSelect('COUNT(DISTINCT l.businessProfileId)', 'applied')
        .addSelect('SUM(CASE WHEN l.createdAt >= :dayFrom AND l.createdAt < :dayTo THEN 1 ELSE 0 END)', 'daily')
        .addSelect('SUM(CASE WHEN l.createdAt >= :monthFrom AND l.createdAt < :monthTo THEN 1 ELSE 0 END)', 'monthly')
        .setParameters({ dayFrom: today.from, dayTo: today.to, monthFrom: thisMonth.from, monthTo: thisMonth.to })
        .getRawOne<{ total: unknown; applied: unknown; daily: unknown; monthly: unknown }>(),
      count(this.dataSource.getRepository(Email).createQueryBuilder('e').select('COUNT(*)', 'n')),
      // Calendar events are tasks with a due date; the future ones are counted.
      count(this.dataSource.getRepository(Task).createQueryBuilder('t').select('COUNT(*)', 'n').where('t.dueDate > :now', { now })),
    ]);
    return {
      totalUsers: numberOf(users?.total),
      activeUsers: numberOf(users?.active),
      totalCustomers: customers,
      totalQuotes,
      totalLeads: numberOf(leads?.total),
      dailyApplications: numberOf(leads?.daily),
      monthlyApplications: numberOf(leads?.monthly),
      conversionRate: percentOf(numberOf(leads?.applied), customers),
      averageResponseTime: this.responseTimes.averageMs(),
      totalEmails,
      calendarEvents,
      systemUptime: Math.floor(process.uptime()),
      lastBackup: null,
    };
  }
}
