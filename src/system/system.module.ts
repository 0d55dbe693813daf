import { Global, Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module';
import { MailModule } from '../mail/mail.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { QuotesModule } from '../quotes/quotes.module';
import { TasksModule } from '../tasks/tasks.module';
import { UsersModule } from '../users/users.module';
import { ResponseTimes } from './response-times';
import { SystemStatsController } from './system-stats.controller';
import { SystemStatsService } from './system-stats.service';

/** System statistics for admins, and the API's own response timings they report. */
@Global()
@Module({
  imports: [UsersModule, ProfilesModule, QuotesModule, LeadsModule, MailModule, TasksModule],
  controllers: [SystemStatsController],
  providers: [ResponseTimes, SystemStatsService],
  exports: [ResponseTimes],
})
export class SystemModule {}
