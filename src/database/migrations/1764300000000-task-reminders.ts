import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { TASK_REMINDER_TEMPLATE } from '../seeds/email-templates.data';

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
    const existing = await queryRunner.manager
      .createQueryBuilder()
      .select('1', 'found')
      .from('email_templates', 'template')
      .where('LOWER(template.name) = :name', { name: TASK_REMINDER_TEMPLATE.name })
      .getRawOne<{ found: unknown }>();
    if (existing) return;
    const { name, subject, content, category, type, endpoint } = TASK_REMINDER_TEMPLATE;
    // isActive, createdAt and updatedAt take their column defaults (true, now).
    await queryRunner.manager.createQueryBuilder().insert().into('email_templates').values({ name, subject, content, category, type, endpoint }).execute();
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager.createQueryBuilder().delete().from('email_templates').where('name = :name', { name: TASK_REMINDER_TEMPLATE.name }).execute();
    await queryRunner.dropColumn('tasks', 'reminderSentAt');
  }
}
