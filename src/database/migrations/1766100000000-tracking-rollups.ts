import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { rebuildTrackingRollups } from '../../domain/tracking-rollups';
import { engineOfRunner } from './schema-helpers';

/**
 * The tracking events' daily roll-ups (tracking_rollups) and the sessions that applied
 * (tracking_applied_sessions), built from the events, profiles and leads already stored.
 */
export class TrackingRollups1766100000000 implements MigrationInterface {
  name = 'TrackingRollups1766100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'tracking_rollups',
        columns: [
          { name: 'measure', type: 'varchar', length: '16', isPrimary: true },
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'prevDay', type: 'varchar', length: '10', isPrimary: true },
          { name: 'total', type: 'integer' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({ name: 'tracking_applied_sessions', columns: [{ name: 'sessionHash', type: 'varchar', length: '64', isPrimary: true }] }),
    );
    await rebuildTrackingRollups((sql, params) => queryRunner.query(sql, params), engineOfRunner(queryRunner) === 'mysql');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('tracking_applied_sessions');
    await queryRunner.dropTable('tracking_rollups');
  }
}
