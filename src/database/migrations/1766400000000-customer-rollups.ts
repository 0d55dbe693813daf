import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { rebuildCustomerRollups } from '../../domain/customer-rollup-store';
import { CUSTOMER_CONTRIBUTION_TABLE, CUSTOMER_ROLLUP_TABLE, CUSTOMER_STALE_TABLE, CUSTOMER_VISIT_TABLE } from '../../domain/customer-rollups';
import { engineOfRunner } from './schema-helpers';

/**
 * The customers' daily roll-ups (customer_rollups: the dashboard's customer, quote and lead
 * figures per UK day and scope, and the partners' visit figures), each customer's and each
 * visit's contribution to them, and the customers whose contribution is to be worked out again;
 * built from the customers already stored.
 */
export class CustomerRollups1766400000000 implements MigrationInterface {
  name = 'CustomerRollups1766400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = engineOfRunner(queryRunner) === 'mysql';
    const q = (name: string): string => (mysql ? `\`${name}\`` : `"${name}"`);
    // One row per scope (0: admins and staff; a provider's id: its partners), UK day, measure and
    // previous day, in that order, so a scope's days are one range of the primary key; on SQLite
    // the table is stored in that order too (WITHOUT ROWID), as InnoDB stores it.
    const columns =
      `${q('providerId')} integer NOT NULL, ${q('day')} varchar(10) NOT NULL, ${q('measure')} varchar(80) NOT NULL, ` +
      `${q('prevDay')} varchar(10) NOT NULL, ${q('total')} integer NOT NULL, ${q('millis')} bigint NOT NULL, ` +
      `PRIMARY KEY (${q('providerId')}, ${q('day')}, ${q('measure')}, ${q('prevDay')})`;
    await queryRunner.query(
      mysql ? `CREATE TABLE ${q(CUSTOMER_ROLLUP_TABLE)} (${columns}) ENGINE=InnoDB` : `CREATE TABLE ${q(CUSTOMER_ROLLUP_TABLE)} (${columns}) WITHOUT ROWID`,
    );
    // The admins' top providers: a few measures' days (or months), every provider, read from the index alone.
    await queryRunner.query(
      `CREATE INDEX ${q('IDX_customer_rollups_measure_day')} ON ${q(CUSTOMER_ROLLUP_TABLE)} (${q('measure')}, ${q('day')}, ${q('providerId')}, ${q('total')})`,
    );
    await queryRunner.createTable(
      new Table({
        name: CUSTOMER_CONTRIBUTION_TABLE,
        columns: [
          { name: 'businessProfileId', type: 'varchar', length: '36', isPrimary: true },
          // The customer's visit as last counted, so a deleted customer's visit is counted again without it.
          { name: 'sessionHash', type: 'varchar', length: '64', isNullable: true },
          // A customer quoted on many days by many providers has many rows: MEDIUMTEXT on MySQL/MariaDB (TEXT holds 64 KB).
          { name: 'contribution', type: mysql ? 'mediumtext' : 'text' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: CUSTOMER_VISIT_TABLE,
        columns: [
          { name: 'sessionHash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'contribution', type: mysql ? 'mediumtext' : 'text' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({ name: CUSTOMER_STALE_TABLE, columns: [{ name: 'businessProfileId', type: 'varchar', length: '36', isPrimary: true }] }),
    );
    await rebuildCustomerRollups((sql, params) => queryRunner.query(sql, params), mysql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(CUSTOMER_STALE_TABLE);
    await queryRunner.dropTable(CUSTOMER_VISIT_TABLE);
    await queryRunner.dropTable(CUSTOMER_CONTRIBUTION_TABLE);
    await queryRunner.dropTable(CUSTOMER_ROLLUP_TABLE);
  }
}
