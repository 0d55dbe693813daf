import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

interface IndexSpec {
  name: string;
  columnNames: string[];
}

/**
 * The partner scope (src/auth/partner-scope.ts) asks, for a customer, whether it has a selected
 * quote or a lead for the partner's provider, and, for a provider, which customers it has. The
 * composite indexes answer both from the index alone; each replaces the single-column index it
 * starts with (and still serves the foreign key on that column).
 */
const REPLACEMENTS: Array<{ table: string; old: IndexSpec; replacement: IndexSpec }> = [
  {
    table: 'quotes',
    old: { name: 'IDX_quotes_profile', columnNames: ['businessProfileId'] },
    replacement: { name: 'IDX_quotes_profile_provider_selected', columnNames: ['businessProfileId', 'providerId', 'isSelected'] },
  },
  {
    table: 'quotes',
    old: { name: 'IDX_quotes_provider', columnNames: ['providerId'] },
    replacement: { name: 'IDX_quotes_provider_selected_profile', columnNames: ['providerId', 'isSelected', 'businessProfileId'] },
  },
  {
    table: 'leads',
    old: { name: 'IDX_leads_provider', columnNames: ['selectedProviderId'] },
    replacement: { name: 'IDX_leads_provider_profile', columnNames: ['selectedProviderId', 'businessProfileId'] },
  },
];

export class CustomerScopeIndexes1764200000000 implements MigrationInterface {
  name = 'CustomerScopeIndexes1764200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The new index first: MySQL/MariaDB keep a foreign key's column indexed at every moment.
    for (const { table, old, replacement } of REPLACEMENTS) {
      await queryRunner.createIndex(table, new TableIndex(replacement));
      await queryRunner.dropIndex(table, old.name);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, old, replacement } of [...REPLACEMENTS].reverse()) {
      await queryRunner.createIndex(table, new TableIndex(old));
      await queryRunner.dropIndex(table, replacement.name);
    }
  }
}
