import { createApp } from './app';
import { loadProcessConfig } from './config/process-config';

/**
 * `npm run migrate`: the one-off step of a deployment, before (re)starting the instances. Boots
 * the application once with migrating on: the pending migrations and the reference seeds under the
 * schema lock (so two runs at once, or a run beside booting instances, never race), then the first
 * admin from ADMIN_EMAIL/ADMIN_PASSWORD when none exists; closes it and exits 0, or 1 with the reason.
 */
async function main(): Promise<void> {
  const config = loadProcessConfig();
  try {
    const app = await createApp({ ...config, migrateAtBoot: true });
    await app.init();
    await app.close();
  } catch (error) {
    process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  process.stdout.write('The database is migrated and seeded: the instances may be started.\n');
  process.exit(0);
}

void main();
