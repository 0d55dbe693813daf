import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { rebuildCustomerRollups } from '../../domain/customer-rollup-store';
import { CUSTOMER_CONTRIBUTION_TABLE, CUSTOMER_ROLLUP_TABLE, CUSTOMER_STALE_TABLE } from '../../domain/customer-rollups';
import { engineOfRunner } from './schema-helpers';

/**
 * The customers' daily roll-ups (customer_rollups: the dashboard's customer, quote and lead
 * figures per UK day and scope), each customer's contribution to them, and the customers whose
 * contribution is to be worked out again; built from the customers already stored.
 */
export class CustomerRollups1766400000000 implements MigrationInterface {
  name = 'CustomerRollups1766400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = engineOfRunner(queryRunner) === 'mysql';
    await queryRunner.createTable(
      new Table({
        name: CUSTOMER_ROLLUP_TABLE,
        columns: [
          // In this order, so a scope's days are one range of the primary key.
          { name: 'providerId', type: 'integer', isPrimary: true },
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          // 'sector:' or 'source:' and the code (60 characters at most) is the longest.
          { name: 'measure', type: 'varchar', length: '80', isPrimary: true },
          { name: 'prevDay', type: 'varchar', length: '10', isPrimary: true },
          { name: 'total', type: 'integer' },
          { name: 'millis', type: 'bigint' },
        ],
        // The admins' top providers: one measure's days, every provider.
        indices: [{ name: 'IDX_customer_rollups_measure_day', columnNames: ['measure', 'day'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: CUSTOMER_CONTRIBUTION_TABLE,
        columns: [
          { name: 'businessProfileId', type: 'varchar', length: '36', isPrimary: true },
          // A customer quoted on many days by many providers has many rows: MEDIUMTEXT on MySQL/MariaDB (TEXT holds 64 KB).
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
    await queryRunner.dropTable(CUSTOMER_CONTRIBUTION_TABLE);
    await queryRunner.dropTable(CUSTOMER_ROLLUP_TABLE);
  }
}
