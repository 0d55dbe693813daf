import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

const TABLES = ['activities', 'emails'] as const;
/** Who wrote each row: activities name their user in crmUserId, emails their sender in sentByCrmUserId. */
const AUTHOR_COLUMN: Record<(typeof TABLES)[number], string> = { activities: 'crmUserId', emails: 'sentByCrmUserId' };

/**
 * Record-level ownership for partners who share a customer: activities.providerId and
 * emails.providerId, the provider each record belongs to (the partner scope, src/auth/partner-scope.ts,
 * shows a partner only its own provider's). Existing rows are given the provider of the partner
 * user who wrote them; other rows on a customer of exactly one provider are given that provider
 * (a partner read them all before, and nobody else's deals are on such a customer); the rest stay
 * the platform's own (null), read by admins and staff only.
 * Schema builder and portable SQL only, so it runs on SQLite and MySQL/MariaDB.
 */
export class RecordProviders1765100000000 implements MigrationInterface {
  name = 'RecordProviders1765100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.addColumn(table, new TableColumn({ name: 'providerId', type: 'integer', isNullable: true }));
      await queryRunner.createIndex(table, new TableIndex({ name: `IDX_${table}_provider_profile`, columnNames: ['providerId', 'businessProfileId'] }));
      await queryRunner.createForeignKey(
        table,
        new TableForeignKey({
          name: `FK_${table}_provider`,
          columnNames: ['providerId'],
          referencedTableName: 'providers',
          referencedColumnNames: ['id'],
          onDelete: 'SET NULL',
          onUpdate: 'NO ACTION',
        }),
      );
      const author = AUTHOR_COLUMN[table];
      await queryRunner.query(
        `UPDATE ${table} SET providerId = (SELECT u.providerId FROM crm_users u WHERE u.id = ${table}.${author} AND u.role = 'partner') WHERE ${author} IS NOT NULL`,
      );
      await queryRunner.query(
        `UPDATE ${table} SET providerId = (SELECT MIN(cp.providerId) FROM customer_providers cp WHERE cp.businessProfileId = ${table}.businessProfileId) ` +
          `WHERE providerId IS NULL AND businessProfileId IS NOT NULL AND (SELECT COUNT(*) FROM customer_providers cp WHERE cp.businessProfileId = ${table}.businessProfileId) = 1`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.dropForeignKey(table, `FK_${table}_provider`);
      await queryRunner.dropIndex(table, `IDX_${table}_provider_profile`);
      await queryRunner.dropColumn(table, 'providerId');
    }
  }
}
