import { once } from 'node:events';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../../src/common/clock/clock';
import { TASK_REMINDER_JOB, TaskReminderJob } from '../../src/tasks/task-reminder.job';
import { startApp } from './app';

/**
 * A second app instance in its own process, for the reminder tests (two processes on one
 * database, as two servers would be; SQLite's locking only works across processes):
 *   ts-node -T -P tsconfig.spec.json test/support/reminder-instance.ts <database url> <ISO time>
 * boots the app on that database with its clock fixed at the time, prints 'ready', runs the
 * reminder job when a line arrives on stdin, then closes and prints 'done'.
 */
async function main(): Promise<void> {
  const [url, iso] = process.argv.slice(2);
  const app = await startApp({ LOG_LEVEL: 'error' }, { url, drop: async () => undefined });
  app.app.get(SchedulerRegistry).getCronJob(TASK_REMINDER_JOB).stop();
  app.app.get(Clock).now = () => new Date(iso);
  process.stdout.write('ready\n');
  await once(process.stdin, 'data');
  await app.app.get(TaskReminderJob).run();
  await app.close();
  process.stdout.write('done\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
