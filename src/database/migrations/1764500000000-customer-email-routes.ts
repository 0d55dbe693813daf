import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { createdAtColumn, engineOfRunner } from './schema-helpers';

/**
 * Customer emails through Gmail: emails.via (smtp or gmail, chosen when the email is stored so
 * that retries take the same route; every existing email went by SMTP) and gmail_oauth_states,
 * the single-use authorization links of the Gmail connection (src/gmail/oauth-state.ts).
 * Schema builder only, so it runs on SQLite and MySQL/MariaDB.
 */
export class CustomerEmailRoutes1764500000000 implements MigrationInterface {
  name = 'CustomerEmailRoutes1764500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const engine = engineOfRunner(queryRunner);
    await queryRunner.addColumn('emails', new TableColumn({ name: 'via', type: 'varchar', length: '10', default: "'smtp'" }));
    await queryRunner.createTable(
      new Table({
        name: 'gmail_oauth_states',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'crmUserId', type: 'integer' },
          { name: 'nonceHash', type: 'varchar', length: '64' },
          { name: 'browserHash', type: 'varchar', length: '64' },
          { name: 'codeVerifier', type: 'text' },
          { name: 'expiresAt', type: 'datetime', precision: 6 },
          { name: 'usedAt', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [
          { name: 'IDX_gmail_oauth_states_nonce', columnNames: ['nonceHash'], isUnique: true },
          { name: 'IDX_gmail_oauth_states_user', columnNames: ['crmUserId'] },
          { name: 'IDX_gmail_oauth_states_expires', columnNames: ['expiresAt'] },
        ],
        foreignKeys: [
          {
            name: 'FK_gmail_oauth_states_user',
            columnNames: ['crmUserId'],
            referencedTableName: 'crm_users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('gmail_oauth_states', true, true, true);
    await queryRunner.dropColumn('emails', 'via');
  }
}
