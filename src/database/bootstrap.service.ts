import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { providerQualityScore, terminalQualityScore } from '../domain/catalogue-rules/quality';
import { UsersService } from '../users/users.service';
import { seedReferenceData } from './seeds/seed.service';

/** At boot: reference data (idempotent) and, when no admin exists, the first admin. */
@Injectable()
export class BootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Bootstrap');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const inserted = await seedReferenceData(this.dataSource, { scoreProvider: providerQualityScore, scoreTerminal: terminalQualityScore });
    if (Object.values(inserted).some((n) => Number(n) > 0)) this.logger.log(`Reference data seeded: ${JSON.stringify(inserted)}`);
    await this.ensureFirstAdmin();
  }

  private async ensureFirstAdmin(): Promise<void> {
    const { adminEmail, adminPassword, isProduction } = this.config;
    if (adminEmail && adminPassword) {
      if (await this.users.ensureFirstAdmin(adminEmail, adminPassword)) this.logger.log(`First admin created: ${adminEmail}`);
      return;
    }
    if (isProduction) {
      if (!(await this.users.hasAdmin())) this.logger.warn('No admin exists: set ADMIN_EMAIL and ADMIN_PASSWORD and restart.');
      return;
    }
    const email = adminEmail ?? 'admin@localhost.localdomain';
    const password = randomBytes(12).toString('base64url');
    if (await this.users.ensureFirstAdmin(email, password)) {
      // Printed once, on purpose: this is the only way to learn the generated password.
      process.stdout.write(`\nFirst admin created. Sign in at /crm/login with\n  email:    ${email}\n  password: ${password}\n(set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n\n`);
    }
  }
}
