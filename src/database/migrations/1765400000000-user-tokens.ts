import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { PASSWORD_RESET_TEMPLATE, USER_INVITATION_TEMPLATE } from '../seeds/account-email-templates.data';
import { createdAtColumn, engineOfRunner } from './schema-helpers';
import { deleteTemplates, insertTemplatesOnce } from './template-helpers';

const TEMPLATES = [USER_INVITATION_TEMPLATE, PASSWORD_RESET_TEMPLATE];

/**
 * Invitations and password resets: user_tokens (the hashed token of each emailed link, deleted
 * with its user) and the two automated email templates that carry the links. The templates are
 * inserted here rather than by the seed run so that every database gets them exactly once.
 * Schema builder and query builder only, so it runs on SQLite and MySQL/MariaDB.
 */
export class UserTokens1765400000000 implements MigrationInterface {
  name = 'UserTokens1765400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const engine = engineOfRunner(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'user_tokens',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'integer' },
          { name: 'purpose', type: 'varchar', length: '10' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'expiresAt', type: 'datetime', precision: 6 },
          { name: 'usedAt', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [
          { name: 'IDX_user_tokens_hash', columnNames: ['tokenHash'], isUnique: true },
          { name: 'IDX_user_tokens_user', columnNames: ['userId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_user_tokens_user',
            columnNames: ['userId'],
            referencedTableName: 'crm_users',
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
    await queryRunner.dropTable('user_tokens');
  }
}
