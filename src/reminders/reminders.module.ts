import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ComparisonModule } from '../comparison/comparison.module';
import { LeadsModule } from '../leads/leads.module';
import { MailModule } from '../mail/mail.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { ProgressModule } from '../progress/progress.module';
import { RenewalReminder } from './entities/renewal-reminder.entity';
import { RenewalReminderJob } from './renewal-reminder.job';
import { RenewalRemindersController } from './renewal-reminders.controller';
import { RenewalRemindersService } from './renewal-reminders.service';

/** Renewal reminders: POST /api/renewal-reminders, POST /api/renewal-reminders/by-link, POST /api/renewal-reminders/withdraw and the job that sends them. */
@Module({
  imports: [TypeOrmModule.forFeature([RenewalReminder]), ComparisonModule, LeadsModule, MailModule, ProfilesModule, ProgressModule],
  controllers: [RenewalRemindersController],
  providers: [RenewalRemindersService, RenewalReminderJob],
})
export class RemindersModule {}
