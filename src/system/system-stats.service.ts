import { Injectable } from '@nestjs/common';
import { percentOf } from '../analytics/customer-figures';
import { Clock } from '../common/clock/clock';
import { dateWindow } from '../common/dates/date-presets';
import { CrmLeadsService } from '../leads/crm-leads.service';
import { MailService } from '../mail/mail.service';
import { ProfilesService } from '../profiles/profiles.service';
import { QuotesService } from '../quotes/quotes.service';
import { TasksService } from '../tasks/tasks.service';
import { UsersService } from '../users/users.service';
import type { SystemStatsDto } from './dto/system-stats.dto';
import { ResponseTimes } from './response-times';

/**
 * System statistics for admins, each a COUNT in SQL (no rows loaded) asked of the module that owns
 * the table, plus the process's own timings.
 */
@Injectable()
export class SystemStatsService {
  constructor(
    private readonly userRecords: UsersService,
    private readonly profiles: ProfilesService,
    private readonly quotes: QuotesService,
    private readonly leads: CrmLeadsService,
    private readonly mail: MailService,
    private readonly tasks: TasksService,
    private readonly clock: Clock,
    private readonly responseTimes: ResponseTimes,
  ) {}

  async stats(): Promise<SystemStatsDto> {
    const now = this.clock.now();
    const today = dateWindow('today', now);
    const thisMonth = dateWindow('this_month', now);
    const [users, customers, totalQuotes, leads, totalEmails, calendarEvents] = await Promise.all([
      this.userRecords.countUsers(),
      this.profiles.countCustomers(),
      this.quotes.countQuotes(),
      this.leads.applicationCounts(today, thisMonth),
      this.mail.countEmails(),
      // Calendar events are tasks with a due date; the future ones are counted.
      this.tasks.countDueAfter(now),
    ]);
    return {
      totalUsers: users.total,
      activeUsers: users.active,
      totalCustomers: customers,
      totalQuotes,
      totalLeads: leads.total,
      dailyApplications: leads.daily,
      monthlyApplications: leads.monthly,
      conversionRate: percentOf(leads.applied, customers),
      averageResponseTime: this.responseTimes.averageMs(),
      totalEmails,
      calendarEvents,
      systemUptime: Math.floor(process.uptime()),
      lastBackup: null,
    };
  }
}
