import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAtColumn, engineOfRunner } from './schema-helpers';

/**
 * The seed keys of the reference data as it was when this migration was written (frozen here:
 * a seed added later is not marked by it, so it still reaches existing databases once).
 */
export const SEEDED_BEFORE: Record<string, readonly string[]> = {
  provider: [
    'Worldpay',
    'Barclaycard Payments',
    'Lloyds Cardnet',
    'Elavon',
    'Global Payments',
    'Dojo',
    'Square',
    'SumUp',
    'Zettle by PayPal',
    'Takepayments',
    'Paymentsense',
    'Teya',
    'Stripe',
    'Adyen',
    'Viva Wallet',
    'Clover (Fiserv)',
    'Tyl by NatWest',
    'Handepay',
    'Payzone',
    'Checkout.com',
    'Total Processing',
    'Revolut Business',
    'Opayo by Elavon',
    'myPOS',
    'Rapyd',
  ],
  industry_default: [
    'retail',
    'food_beverage',
    'healthcare',
    'professional_services',
    'automotive',
    'construction_trade',
    'beauty_wellness',
    'education',
    'accommodation',
    'technology',
    'manufacturing',
    'charity_nonprofit',
    'entertainment',
    'transport_logistics',
    'property_estate',
    'other',
  ],
  email_template: [
    'welcome',
    'quote_followup',
    'application_reminder',
    'quote_saved_automated',
    'quote_email_new_customer',
    'quote_email_switching_customer',
    'quote-saved',
    'application-submitted',
    'save-progress',
  ],
};

/**
 * Seeded once: reference_seeds records each seeded provider, sector and template
 * by key, so the seed run at start-up inserts only keys never seeded before. A database that
 * was already seeded (every start used to put back whatever was missing) is marked as having
 * had every seed of that time, so what staff deleted or renamed before this upgrade stays gone.
 * Schema builder and query builder only, so it runs on SQLite and MySQL/MariaDB.
 */
export class ReferenceSeeds1764400000000 implements MigrationInterface {
  name = 'ReferenceSeeds1764400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const engine = engineOfRunner(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'reference_seeds',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '30' },
          { name: 'seedKey', type: 'varchar', length: '120' },
          createdAtColumn(engine, 'seededAt'),
        ],
        indices: [{ name: 'IDX_reference_seeds_kind_key', columnNames: ['kind', 'seedKey'], isUnique: true }],
      }),
    );
    if (!(await this.wasSeeded(queryRunner))) return;
    const rows = Object.entries(SEEDED_BEFORE).flatMap(([kind, keys]) => keys.map((key) => ({ kind, seedKey: key.toLowerCase() })));
    await queryRunner.manager.createQueryBuilder().insert().into('reference_seeds').values(rows).execute();
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reference_seeds', true, true, true);
  }

  /** Seeding put providers and sectors in at every start; an empty database has neither yet. */
  private async wasSeeded(queryRunner: QueryRunner): Promise<boolean> {
    for (const table of ['providers', 'industry_defaults']) {
      const found = await queryRunner.manager.createQueryBuilder().select('1', 'found').from(table, 'row').limit(1).getRawOne<{ found: unknown }>();
      if (found) return true;
    }
    return false;
  }
}
