import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * tracking_events.step: the wizard step a `step` event reports (1-5), so the most common drop-off
 * point is a GROUP BY over a plain column on both engines (no JSON functions, which SQLite and
 * MariaDB spell differently).
 */
export class TrackingSteps1764650000000 implements MigrationInterface {
  name = 'TrackingSteps1764650000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('tracking_events', new TableColumn({ name: 'step', type: 'integer', isNullable: true }));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('tracking_events', 'step');
  }
}
