import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { TASK_REMINDER_TEMPLATE } from '../seeds/email-templates.data';
import { deleteTemplates, insertTemplatesOnce } from './template-helpers';

/**
 * Real task reminders: tasks.reminderSentAt (the claim of the reminder email, null while it is to
 * come) and the 'task-reminder' email template. The template is inserted here rather than by the
 * seed run so that every database, also one seeded before it existed, gets it exactly once.
 * Schema builder and query builder only, so it runs on SQLite and MySQL/MariaDB.
 */
export class TaskReminders1764300000000 implements MigrationInterface {
  name = 'TaskReminders1764300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('tasks', new TableColumn({ name: 'reminderSentAt', type: 'datetime', precision: 6, isNullable: true }));
    await insertTemplatesOnce(queryRunner, [TASK_REMINDER_TEMPLATE]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await deleteTemplates(queryRunner, [TASK_REMINDER_TEMPLATE]);
    await queryRunner.dropColumn('tasks', 'reminderSentAt');
  }
}
