import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../common/clock/clock';
import { JOB_SKIPPED, JobRuns } from '../jobs/job-runs.service';
import { TaskRemindersService } from './task-reminders.service';

export const TASK_REMINDER_JOB = 'task-reminders';

/** Every minute: emails the reminders that are due (TaskRemindersService); one run at a time per process. */
@Injectable()
export class TaskReminderJob {
  private readonly logger = new Logger(TaskReminderJob.name);
  private isRunning = false;

  constructor(
    private readonly reminders: TaskRemindersService,
    private readonly clock: Clock,
    private readonly runs: JobRuns,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: TASK_REMINDER_JOB })
  run(): Promise<void> {
    return this.runs.run(TASK_REMINDER_JOB, 'Task reminders', async () => {
      if (this.isRunning) return JOB_SKIPPED;
      this.isRunning = true;
      try {
        const sent = await this.reminders.sendDue(this.clock.now());
        if (sent > 0) this.logger.log(`Queued ${sent} task reminder(s)`);
      } finally {
        this.isRunning = false;
      }
    });
  }
}
