import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { newApplicationReference } from '../../leads/application-reference';
import { hashSessionId } from '../../profiles/visitor-session';

/**
 * The profile id is not a key (see profiles/visitor-session.ts):
 * - business_profiles and tracking_events keep the SHA-256 of the visitor's session id
 *   (sessionHash) instead of the id itself; existing rows are hashed here;
 * - every lead gets a short application reference of its own (MC-XXXXXXXX);
 * - a lead's Idempotency-Key is unique per profile, not across profiles;
 * - a saved progress names its profile (resuming rotates that profile's session secret), and
 *   its stored state no longer holds a session id;
 * - an email's secret values (a resume link) are kept sealed until it is sent.
 */
export class ProfileSessionSecret1764000000000 implements MigrationInterface {
  name = 'ProfileSessionSecret1764000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, index] of [
      ['business_profiles', 'IDX_business_profiles_session'],
      ['tracking_events', 'IDX_tracking_events_session'],
    ] as const) {
      await queryRunner.dropIndex(table, index);
      await queryRunner.renameColumn(table, 'sessionId', 'sessionHash');
      const rows: Array<{ id: string | number; sessionHash: string | null }> = await queryRunner.query(
        `SELECT id, sessionHash FROM ${table} WHERE sessionHash IS NOT NULL`,
      );
      for (const row of rows) {
        await queryRunner.query(`UPDATE ${table} SET sessionHash = ? WHERE id = ?`, [hashSessionId(String(row.sessionHash)), row.id]);
      }
      await queryRunner.createIndex(table, new TableIndex({ name: index, columnNames: ['sessionHash'] }));
    }

    await queryRunner.addColumn('leads', new TableColumn({ name: 'applicationReference', type: 'varchar', length: '20', isNullable: true }));
    const leads: Array<{ id: number }> = await queryRunner.query('SELECT id FROM leads');
    for (const lead of leads) {
      await queryRunner.query('UPDATE leads SET applicationReference = ? WHERE id = ?', [newApplicationReference(), lead.id]);
    }
    await queryRunner.changeColumn('leads', 'applicationReference', new TableColumn({ name: 'applicationReference', type: 'varchar', length: '20' }));
    await queryRunner.createIndex('leads', new TableIndex({ name: 'IDX_leads_reference', columnNames: ['applicationReference'], isUnique: true }));
    await queryRunner.dropIndex('leads', 'IDX_leads_idempotency');
    await queryRunner.createIndex(
      'leads',
      new TableIndex({ name: 'IDX_leads_idempotency', columnNames: ['businessProfileId', 'idempotencyKey'], isUnique: true }),
    );

    await queryRunner.addColumn('saved_progress', new TableColumn({ name: 'businessProfileId', type: 'varchar', length: '36', isNullable: true }));
    await queryRunner.createIndex('saved_progress', new TableIndex({ name: 'IDX_saved_progress_profile', columnNames: ['businessProfileId'] }));
    await queryRunner.createForeignKey(
      'saved_progress',
      new TableForeignKey({
        name: 'FK_saved_progress_profile',
        columnNames: ['businessProfileId'],
        referencedTableName: 'business_profiles',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
        onUpdate: 'NO ACTION',
      }),
    );
    const saved: Array<{ token: string; state: string }> = await queryRunner.query('SELECT token, state FROM saved_progress');
    for (const row of saved) {
      await queryRunner.query('UPDATE saved_progress SET state = ? WHERE token = ?', [withoutSessionIds(row.state), row.token]);
    }

    await queryRunner.addColumn('emails', new TableColumn({ name: 'sealedValues', type: 'text', isNullable: true }));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('emails', 'sealedValues');
    await queryRunner.dropForeignKey('saved_progress', 'FK_saved_progress_profile');
    await queryRunner.dropIndex('saved_progress', 'IDX_saved_progress_profile');
    await queryRunner.dropColumn('saved_progress', 'businessProfileId');
    await queryRunner.dropIndex('leads', 'IDX_leads_idempotency');
    await queryRunner.createIndex('leads', new TableIndex({ name: 'IDX_leads_idempotency', columnNames: ['idempotencyKey'], isUnique: true }));
    await queryRunner.dropIndex('leads', 'IDX_leads_reference');
    await queryRunner.dropColumn('leads', 'applicationReference');
    // The session ids themselves cannot come back from their hashes.
    for (const [table, index] of [
      ['business_profiles', 'IDX_business_profiles_session'],
      ['tracking_events', 'IDX_tracking_events_session'],
    ] as const) {
      await queryRunner.dropIndex(table, index);
      await queryRunner.renameColumn(table, 'sessionHash', 'sessionId');
      await queryRunner.createIndex(table, new TableIndex({ name: index, columnNames: ['sessionId'] }));
    }
  }
}

/** A saved wizard state (JSON text) without the session ids it carried. */
function withoutSessionIds(stateJson: string): string {
  try {
    const state = JSON.parse(stateJson) as Record<string, unknown>;
    delete state.sessionId;
    const data = state.businessData;
    if (typeof data === 'object' && data !== null) delete (data as Record<string, unknown>).sessionId;
    return JSON.stringify(state);
  } catch {
    return stateJson;
  }
}
