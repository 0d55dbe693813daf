import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { RENEWAL_REMINDER_CONFIRMATION_TEMPLATE, renewalReminderTemplate } from '../seeds/renewal-reminder-templates.data';
import { createdAtColumn, engineOfRunner } from './schema-helpers';
import { deleteTemplates, insertTemplatesOnce } from './template-helpers';

/** The reminder as first written (migration 1766200000000 moves it to its current edition). */
const TEMPLATES = [renewalReminderTemplate(1), RENEWAL_REMINDER_CONFIRMATION_TEMPLATE];

/**
 * Renewal reminders: renewal_reminders (deleted with its customer) and the two automated email
 * templates (the confirmation with its withdrawal link, and the reminder itself), inserted here so
 * every database gets them exactly once. Schema builder and query builder only, so it runs on
 * SQLite and MySQL/MariaDB.
 */
export class RenewalReminders1765700000000 implements MigrationInterface {
  name = 'RenewalReminders1765700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const engine = engineOfRunner(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'renewal_reminders',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessProfileId', type: 'varchar', length: '36' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'contractEndDate', type: 'varchar', length: '10' },
          { name: 'remindAt', type: 'datetime', precision: 6 },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'consentText', type: 'text' },
          { name: 'consentedAt', type: 'datetime', precision: 6 },
          { name: 'state', type: 'text' },
          { name: 'withdrawTokenHash', type: 'varchar', length: '64', isNullable: true },
          { name: 'sentAt', type: 'datetime', precision: 6, isNullable: true },
          { name: 'withdrawnAt', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [
          { name: 'IDX_renewal_reminders_due', columnNames: ['status', 'remindAt'] },
          { name: 'IDX_renewal_reminders_profile', columnNames: ['businessProfileId'] },
          { name: 'IDX_renewal_reminders_withdraw', columnNames: ['withdrawTokenHash'], isUnique: true },
        ],
        foreignKeys: [
          {
            name: 'FK_renewal_reminders_profile',
            columnNames: ['businessProfileId'],
            referencedTableName: 'business_profiles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await insertTemplatesOnce(queryRunner, TEMPLATES);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await deleteTemplates(queryRunner, TEMPLATES);
    await queryRunner.dropTable('renewal_reminders');
  }
}
