import { MigrationInterface, QueryRunner } from 'typeorm';

/** The index's name as src/profiles/customer-index.ts queries it (a migration keeps its own copy: it must not change later). */
const CUSTOMER_SEARCH_FTS = 'customer_search';

/**
 * SQLite only: customer_search, an FTS5 full-text index with the trigram tokenizer over
 * business_profiles.searchText, so the customer list's search finds a word anywhere in the text
 * (the same substring rule as LIKE '%word%') from an index instead of reading every customer.
 * It is an external-content index of business_profiles keyed by the row's rowid, kept in step by
 * the three triggers below in the same statement as each insert, delete or change of searchText.
 * MySQL/MariaDB have no trigram index: there the search reads searchText with LIKE as before.
 *
 * Two things would put it out of step, and both need `INSERT INTO customer_search(customer_search)
 * VALUES('rebuild')` after them: a VACUUM (SQLite may renumber the rowids of a table without an
 * INTEGER PRIMARY KEY), and a later migration that makes TypeORM rebuild business_profiles on
 * SQLite (it copies the table, which drops these triggers: create them again in that migration).
 */
export class CustomerSearchFts1764800000000 implements MigrationInterface {
  name = 'CustomerSearchFts1764800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'better-sqlite3') return;
    const t = CUSTOMER_SEARCH_FTS;
    await queryRunner.query(`CREATE VIRTUAL TABLE ${t} USING fts5(searchText, content='business_profiles', content_rowid='rowid', tokenize='trigram')`);
    await queryRunner.query(
      `CREATE TRIGGER ${t}_after_insert AFTER INSERT ON business_profiles BEGIN INSERT INTO ${t}(rowid, searchText) VALUES (new.rowid, new.searchText); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER ${t}_after_delete AFTER DELETE ON business_profiles BEGIN INSERT INTO ${t}(${t}, rowid, searchText) VALUES ('delete', old.rowid, old.searchText); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER ${t}_after_update AFTER UPDATE OF searchText ON business_profiles BEGIN ` +
        `INSERT INTO ${t}(${t}, rowid, searchText) VALUES ('delete', old.rowid, old.searchText); ` +
        `INSERT INTO ${t}(rowid, searchText) VALUES (new.rowid, new.searchText); END`,
    );
    await queryRunner.query(`INSERT INTO ${t}(${t}) VALUES ('rebuild')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'better-sqlite3') return;
    const t = CUSTOMER_SEARCH_FTS;
    for (const trigger of ['after_insert', 'after_delete', 'after_update']) await queryRunner.query(`DROP TRIGGER IF EXISTS ${t}_${trigger}`);
    await queryRunner.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
