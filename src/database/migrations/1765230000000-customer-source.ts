import { MigrationInterface, QueryRunner } from 'typeorm';
import { engineOfRunner } from './schema-helpers';

/**
 * business_profiles.source: how a customer reached us, 'wizard' or the manual source (phone,
 * email, referral, event) staff entered it under. Every existing customer came through the
 * wizard, so the column's default gives them 'wizard'. Added with ALTER TABLE on both engines,
 * not the schema builder: on SQLite the builder would rebuild business_profiles, dropping the
 * customer search's triggers and renumbering the rowids its full-text index is keyed by.
 */
export class CustomerSource1765230000000 implements MigrationInterface {
  name = 'CustomerSource1765230000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = engineOfRunner(queryRunner) === 'mysql' ? '`' : '"';
    await queryRunner.query(`ALTER TABLE ${q}business_profiles${q} ADD COLUMN ${q}source${q} varchar(20) NOT NULL DEFAULT ('wizard')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = engineOfRunner(queryRunner) === 'mysql' ? '`' : '"';
    await queryRunner.query(`ALTER TABLE ${q}business_profiles${q} DROP COLUMN ${q}source${q}`);
  }
}
