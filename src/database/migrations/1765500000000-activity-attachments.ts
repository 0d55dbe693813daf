import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAtColumn, engineOfRunner } from './schema-helpers';

/**
 * Files attached to calls and notes: activity_attachments (one row per file, deleted with its
 * activity; the file's uploader set to null when the user goes). Schema builder only, so it runs
 * on SQLite and MySQL/MariaDB.
 */
export class ActivityAttachments1765500000000 implements MigrationInterface {
  name = 'ActivityAttachments1765500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const engine = engineOfRunner(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'activity_attachments',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'activityId', type: 'integer' },
          { name: 'fileName', type: 'varchar', length: '200' },
          { name: 'contentType', type: 'varchar', length: '50' },
          { name: 'size', type: 'integer' },
          { name: 'storedName', type: 'varchar', length: '64' },
          { name: 'crmUserId', type: 'integer', isNullable: true },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [{ name: 'IDX_activity_attachments_activity', columnNames: ['activityId'] }],
        foreignKeys: [
          {
            name: 'FK_activity_attachments_activity',
            columnNames: ['activityId'],
            referencedTableName: 'activities',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_activity_attachments_user',
            columnNames: ['crmUserId'],
            referencedTableName: 'crm_users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('activity_attachments');
  }
}
