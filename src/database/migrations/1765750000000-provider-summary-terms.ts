import { MigrationInterface, QueryRunner } from 'typeorm';
import { engineOfRunner, SqlEngine } from './schema-helpers';

/** The provider terms a quote's summary box shows besides its fees; null means the provider has not stated it. */
const COLUMNS: ReadonlyArray<[name: string, type: string]> = [
  ['noticePeriodDays', 'int'],
  ['exitFee', 'decimal(12,2)'],
  ['terminalLeaseMonths', 'int'],
  ['settlementTime', 'varchar(60)'],
  ['supportHours', 'varchar(60)'],
];

/** SQLite names the entity's int columns 'integer' (anything else reads as drift and rebuilds the table). */
function columnType(engine: SqlEngine, type: string): string {
  return type === 'int' && engine === 'sqlite' ? 'integer' : type;
}

/**
 * providers gains the summary box's terms: notice period (days), exit fee (£), terminal lease
 * length (months), settlement time and support hours, all nullable (no provider's figure is
 * guessed: an empty one reads 'not stated'). ALTER TABLE on both engines, as the other column
 * additions, so SQLite does not rebuild the table.
 */
export class ProviderSummaryTerms1765750000000 implements MigrationInterface {
  name = 'ProviderSummaryTerms1765750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const engine = engineOfRunner(queryRunner);
    const q = engine === 'mysql' ? '`' : '"';
    for (const [name, type] of COLUMNS) await queryRunner.query(`ALTER TABLE ${q}providers${q} ADD COLUMN ${q}${name}${q} ${columnType(engine, type)} NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = engineOfRunner(queryRunner) === 'mysql' ? '`' : '"';
    for (const [name] of [...COLUMNS].reverse()) await queryRunner.query(`ALTER TABLE ${q}providers${q} DROP COLUMN ${q}${name}${q}`);
  }
}
