import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { engineOfRunner } from './schema-helpers';

/**
 * The customer list at 100,000 customers (bench/RESULTS-crm.md):
 * - customer_providers: which providers each customer belongs to (the partner rule), read by the
 *   partner scope instead of a union of quotes and leads per request; filled from the selected
 *   quotes and the leads' selected providers.
 * - business_profiles.searchText: the business name and each lead's first name, last name and
 *   email, lower-cased, so the search reads one column instead of every lead of every customer.
 * - the created index gains id, the lists' tie-break, so SQLite reads a page's ids from the index
 *   alone (MySQL/MariaDB secondary indexes carry the primary key already).
 * The SQL is written out here, as it was at this release, for both engines.
 */
export class CustomerIndex1764600000000 implements MigrationInterface {
  name = 'CustomerIndex1764600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = engineOfRunner(queryRunner) === 'mysql';
    await queryRunner.createIndex('business_profiles', new TableIndex({ name: 'IDX_business_profiles_created_id', columnNames: ['createdAt', 'id'] }));
    await queryRunner.dropIndex('business_profiles', 'IDX_business_profiles_created');
    await queryRunner.addColumn('business_profiles', new TableColumn({ name: 'searchText', type: 'text', isNullable: true }));
    await queryRunner.createTable(
      new Table({
        name: 'customer_providers',
        columns: [
          { name: 'providerId', type: 'integer', isPrimary: true },
          { name: 'businessProfileId', type: 'varchar', length: '36', isPrimary: true },
        ],
        indices: [{ name: 'IDX_customer_providers_profile', columnNames: ['businessProfileId'] }],
        foreignKeys: [
          {
            name: 'FK_customer_providers_provider',
            columnNames: ['providerId'],
            referencedTableName: 'providers',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_customer_providers_profile',
            columnNames: ['businessProfileId'],
            referencedTableName: 'business_profiles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.query(
      'INSERT INTO customer_providers (providerId, businessProfileId)' +
        ' SELECT q.providerId, q.businessProfileId FROM quotes q WHERE q.isSelected = 1' +
        ' UNION SELECT l.selectedProviderId, l.businessProfileId FROM leads l WHERE l.selectedProviderId IS NOT NULL',
    );
    await queryRunner.query(
      isMysql
        ? "UPDATE business_profiles bp SET bp.updatedAt = bp.updatedAt, bp.searchText = LOWER(CONCAT(COALESCE(bp.businessName, ''), COALESCE((" +
            "SELECT CONCAT(' ', GROUP_CONCAT(CONCAT(l.firstName, ' ', l.lastName, ' ', l.email) ORDER BY l.id SEPARATOR ' ')) FROM leads l WHERE l.businessProfileId = bp.id), '')))"
        : "UPDATE business_profiles SET searchText = LOWER(COALESCE(businessName, '') || COALESCE((" +
            "SELECT ' ' || group_concat(l.firstName || ' ' || l.lastName || ' ' || l.email, ' ') FROM leads l WHERE l.businessProfileId = business_profiles.id), ''))",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('customer_providers');
    await queryRunner.dropColumn('business_profiles', 'searchText');
    await queryRunner.createIndex('business_profiles', new TableIndex({ name: 'IDX_business_profiles_created', columnNames: ['createdAt'] }));
    await queryRunner.dropIndex('business_profiles', 'IDX_business_profiles_created_id');
  }
}
