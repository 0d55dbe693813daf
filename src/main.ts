import { config as loadDotenv } from 'dotenv';
import { loadConfig, ConfigError } from './config/env';
import { createApp } from './app';
import { SchemaNotCurrentError } from './database/bootstrap.service';

async function main(): Promise<void> {
  // An optional .env file fills in variables that the environment does not set.
  loadDotenv({ quiet: true });
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  try {
    await app.listen({ port: config.port, host: '0.0.0.0' });
  } catch (error) {
    // A production instance on a database that `npm run migrate` has not brought up to date.
    if (error instanceof SchemaNotCurrentError) {
      process.stderr.write(`Refusing to start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  process.stdout.write(`Merchant Compare is listening on http://localhost:${config.port} (API docs: /api/docs, back-office: /crm)\n`);
}

void main();
