import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * job_locks: one row per scheduled job that must run in one app instance at a time when several
 * share the database (the data-retention job). Claimed with an atomic conditional INSERT/UPDATE
 * (src/jobs/job-locks.service.ts), which behaves the same on SQLite and MySQL/MariaDB.
 */
export class JobLocks1764700000000 implements MigrationInterface {
  name = 'JobLocks1764700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_locks',
        columns: [
          { name: 'name', type: 'varchar', length: '60', isPrimary: true },
          { name: 'holder', type: 'varchar', length: '36' },
          { name: 'lockedUntil', type: 'datetime', precision: 6 },
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_locks');
  }
}
