import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * auth_sessions.lastSeenAt: when the session was last used (moved at most once a minute), so a
 * session idle longer than SESSION_IDLE_MINUTES is refused. Sessions open at the upgrade count
 * as last seen when they were opened. Schema builder only, so it runs on SQLite and MySQL/MariaDB.
 */
export class SessionLastSeen1764100000000 implements MigrationInterface {
  name = 'SessionLastSeen1764100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Added nullable, filled from createdAt, then made NOT NULL: existing rows need a value first.
    await queryRunner.addColumn('auth_sessions', new TableColumn({ name: 'lastSeenAt', type: 'datetime', precision: 6, isNullable: true }));
    await queryRunner.manager
      .createQueryBuilder()
      .update('auth_sessions')
      .set({ lastSeenAt: () => 'createdAt' })
      .execute();
    await queryRunner.changeColumn('auth_sessions', 'lastSeenAt', new TableColumn({ name: 'lastSeenAt', type: 'datetime', precision: 6, isNullable: false }));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('auth_sessions', 'lastSeenAt');
  }
}
