import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { UsersService } from './users.service';

/**
 * At boot, when no admin exists: the first admin, from ADMIN_EMAIL and ADMIN_PASSWORD. Without
 * them, production only warns; elsewhere an admin is created with a generated password, printed once.
 */
@Injectable()
export class FirstAdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('Bootstrap');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminEmail, adminPassword, isProduction } = this.config;
    if (adminEmail && adminPassword) {
      if (await this.ensureFirstAdmin(adminEmail, adminPassword)) this.logger.log(`First admin created: ${adminEmail}`);
      return;
    }
    if (isProduction) {
      if (!(await this.users.hasAdmin())) this.logger.warn('No admin exists: set ADMIN_EMAIL and ADMIN_PASSWORD and restart.');
      return;
    }
    const email = adminEmail ?? 'admin@localhost.localdomain';
    const password = randomBytes(12).toString('base64url');
    if (await this.ensureFirstAdmin(email, password)) {
      // Printed once, on purpose: this is the only way to learn the generated password.
      process.stdout.write(
        `\nFirst admin created. Sign in at /crm/login with\n  email:    ${email}\n  password: ${password}\n(set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n\n`,
      );
    }
  }

  /** Instances (or `npm run migrate` runs) booting at once may race here: the one that loses finds the winner's admin. */
  private async ensureFirstAdmin(email: string, password: string): Promise<boolean> {
    try {
      return await this.users.ensureFirstAdmin(email, password);
    } catch (error) {
      if (await this.users.hasAdmin()) return false;
      throw error;
    }
  }
}
