import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { TaskReminderJob } from './task-reminder.job';
import { TaskRemindersService } from './task-reminders.service';
import { TasksController } from './tasks.controller';
import { TasksService } from './tasks.service';

/** Tasks of the back-office and their email reminders. */
@Module({
  imports: [MailModule],
  controllers: [TasksController],
  providers: [TasksService, TaskRemindersService, TaskReminderJob],
})
export class TasksModule {}
