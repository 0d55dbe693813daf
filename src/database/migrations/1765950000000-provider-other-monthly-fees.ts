import { MigrationInterface, QueryRunner } from 'typeorm';
import { engineOfRunner } from './schema-helpers';

/** The provider's other fixed monthly fees a quote's summary box lists; null means the provider has not stated them. */
const COLUMNS: ReadonlyArray<[name: string, type: string]> = [
  ['otherMonthlyFees', 'decimal(12,2)'],
  ['otherMonthlyFeesLabel', 'varchar(60)'],
];

/**
 * providers gains its other fixed monthly fees (£ a month: PCI compliance, service or account
 * fees) and what they are, both nullable (not stated: the cost counts £0 and the box reads 'not
 * stated'). ALTER TABLE on both engines, as the other column additions, so SQLite does not
 * rebuild the table.
 */
export class ProviderOtherMonthlyFees1765950000000 implements MigrationInterface {
  name = 'ProviderOtherMonthlyFees1765950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = engineOfRunner(queryRunner) === 'mysql' ? '`' : '"';
    for (const [name, type] of COLUMNS) await queryRunner.query(`ALTER TABLE ${q}providers${q} ADD COLUMN ${q}${name}${q} ${type} NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = engineOfRunner(queryRunner) === 'mysql' ? '`' : '"';
    for (const [name] of [...COLUMNS].reverse()) await queryRunner.query(`ALTER TABLE ${q}providers${q} DROP COLUMN ${q}${name}${q}`);
  }
}
