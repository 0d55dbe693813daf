import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { providerQualityScore, terminalQualityScore } from '../domain/catalogue-rules/quality';
import { withSchemaLock } from './schema-lock';
import { seedReferenceData } from './seeds/seed.service';

/** A production instance refused to boot because the database lacks migrations. */
export class SchemaNotCurrentError extends Error {
  constructor(pending: boolean) {
    super(
      pending
        ? 'The database schema is not current (migrations are pending). Run `npm run migrate` (once, for all instances), then start the instances.'
        : 'The database schema could not be checked.',
    );
    this.name = 'SchemaNotCurrentError';
  }
}

/**
 * The schema and the reference data, before any module uses the database. With
 * config.migrateAtBoot (outside production, and `npm run migrate`): the pending migrations and
 * the reference seeds (idempotent), under the schema lock so that instances booting at once do
 * not race. Otherwise (production instances) migrating is the one-off `npm run migrate` step: the
 * instance only checks that no migration is pending, and refuses to start when one is. An
 * in-memory SQLite database is this process's alone (nothing else can have migrated it), so it is
 * always migrated here. The first admin is the users module's (FirstAdminBootstrap).
 */
@Injectable()
export class BootstrapService implements OnModuleInit {
  private readonly logger = new Logger('Bootstrap');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const inMemory = this.dataSource.options.database === ':memory:';
    if (!this.config.migrateAtBoot && !inMemory) {
      if (await this.dataSource.showMigrations()) throw new SchemaNotCurrentError(true);
      return;
    }
    await withSchemaLock(this.dataSource, async () => {
      const migrations = await this.dataSource.runMigrations();
      if (migrations.length > 0) this.logger.log(`Migrations run: ${migrations.map((m) => m.name).join(', ')}`);
      const inserted = await seedReferenceData(this.dataSource, { scoreProvider: providerQualityScore, scoreTerminal: terminalQualityScore });
      if (Object.values(inserted).some((n) => Number(n) > 0)) this.logger.log(`Reference data seeded: ${JSON.stringify(inserted)}`);
    });
  }
}
