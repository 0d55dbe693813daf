import { MigrationInterface, QueryRunner, Table, TableForeignKeyOptions } from 'typeorm';
import { createdAtColumn, engineOfRunner, updatedAtColumn } from './schema-helpers';

const cascade = (name: string, column: string, table: string): TableForeignKeyOptions => ({
  name,
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
  onUpdate: 'NO ACTION',
});

/**
 * Leads delivered to partners: webhook_endpoints (a provider's webhook URL and its encrypted
 * secrets, deleted with the provider), webhook_deliveries (the durable outbox: one row per event
 * about a lead, deleted with the lead or its provider) and webhook_attempts (the log of each POST,
 * deleted with its delivery). Schema builder only, so it runs on SQLite and MySQL/MariaDB.
 */
export class Webhooks1765900000000 implements MigrationInterface {
  name = 'Webhooks1765900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const engine = engineOfRunner(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'providerId', type: 'integer' },
          { name: 'url', type: 'varchar', length: '500' },
          { name: 'sealedSecret', type: 'text' },
          { name: 'secretCreatedAt', type: 'datetime', precision: 6 },
          { name: 'sealedPreviousSecret', type: 'text', isNullable: true },
          { name: 'previousSecretExpiresAt', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [{ name: 'IDX_webhook_endpoints_provider', columnNames: ['providerId'], isUnique: true }],
        foreignKeys: [cascade('FK_webhook_endpoints_provider', 'providerId', 'providers')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'messageId', type: 'varchar', length: '40' },
          { name: 'providerId', type: 'integer' },
          { name: 'leadId', type: 'integer' },
          { name: 'businessProfileId', type: 'varchar', length: '36' },
          { name: 'eventType', type: 'varchar', length: '40' },
          { name: 'payload', type: 'text' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'nextAttemptAt', type: 'datetime', precision: 6, isNullable: true },
          { name: 'retryUntil', type: 'datetime', precision: 6 },
          { name: 'lastAttemptAt', type: 'datetime', precision: 6, isNullable: true },
          { name: 'lastStatusCode', type: 'integer', isNullable: true },
          { name: 'lastError', type: 'varchar', length: '200', isNullable: true },
          { name: 'deliveredAt', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [
          { name: 'IDX_webhook_deliveries_message', columnNames: ['messageId'], isUnique: true },
          { name: 'IDX_webhook_deliveries_due', columnNames: ['status', 'nextAttemptAt'] },
          { name: 'IDX_webhook_deliveries_lead', columnNames: ['leadId'] },
          { name: 'IDX_webhook_deliveries_profile', columnNames: ['businessProfileId'] },
          { name: 'IDX_webhook_deliveries_provider', columnNames: ['providerId'] },
        ],
        foreignKeys: [cascade('FK_webhook_deliveries_provider', 'providerId', 'providers'), cascade('FK_webhook_deliveries_lead', 'leadId', 'leads')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_attempts',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'deliveryId', type: 'integer' },
          { name: 'attemptedAt', type: 'datetime', precision: 6 },
          { name: 'url', type: 'varchar', length: '500' },
          { name: 'statusCode', type: 'integer', isNullable: true },
          { name: 'durationMs', type: 'integer' },
          { name: 'responseExcerpt', type: 'text', isNullable: true },
          { name: 'isResponseCut', type: 'boolean', default: '0' },
          { name: 'error', type: 'varchar', length: '200', isNullable: true },
        ],
        indices: [{ name: 'IDX_webhook_attempts_delivery', columnNames: ['deliveryId'] }],
        foreignKeys: [cascade('FK_webhook_attempts_delivery', 'deliveryId', 'webhook_deliveries')],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webhook_attempts');
    await queryRunner.dropTable('webhook_deliveries');
    await queryRunner.dropTable('webhook_endpoints');
  }
}
