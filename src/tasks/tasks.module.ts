import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { UsersModule } from '../users/users.module';
import { Task } from './entities/task.entity';
import { TaskReminderJob } from './task-reminder.job';
import { TaskRemindersService } from './task-reminders.service';
import { TasksController } from './tasks.controller';
import { TasksService } from './tasks.service';

/** Tasks of the back-office and their email reminders. */
@Module({
  imports: [TypeOrmModule.forFeature([Task]), MailModule, UsersModule, ProfilesModule],
  controllers: [TasksController],
  providers: [TasksService, TaskRemindersService, TaskReminderJob],
  exports: [TasksService],
})
export class TasksModule {}
