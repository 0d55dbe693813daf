import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * tracking_events.step: the wizard step a `step` event reports (1-5), so the most common drop-off
 * point is a GROUP BY over a plain column on both engines (no JSON functions, which SQLite and
 * MariaDB spell differently). The session index gains createdAt, so a visit's first event (the
 * start of its time to complete) is one index seek.
 */
export class TrackingSteps1764650000000 implements MigrationInterface {
  name = 'TrackingSteps1764650000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('tracking_events', new TableColumn({ name: 'step', type: 'integer', isNullable: true }));
    await queryRunner.createIndex(
      'tracking_events',
      new TableIndex({ name: 'IDX_tracking_events_session_created', columnNames: ['sessionHash', 'createdAt'] }),
    );
    await queryRunner.dropIndex('tracking_events', 'IDX_tracking_events_session');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('tracking_events', new TableIndex({ name: 'IDX_tracking_events_session', columnNames: ['sessionHash'] }));
    await queryRunner.dropIndex('tracking_events', 'IDX_tracking_events_session_created');
    await queryRunner.dropColumn('tracking_events', 'step');
  }
}
