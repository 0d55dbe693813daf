import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dump } from 'js-yaml';
import { createApp } from './app';
import { loadConfig } from './config/env';
import { buildOpenApiDocument } from './swagger';

/** npm run openapi: writes openapi.yaml at the repository root from the running app's routes. */
async function main(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mc-openapi-')),
    DATABASE_URL: 'sqlite::memory:',
    JWT_SECRET: 'openapi-generation-only-secret-not-used-for-anything',
    ADMIN_EMAIL: 'openapi@localhost.localdomain',
    ADMIN_PASSWORD: 'openapi-only-password',
    LOG_LEVEL: 'silent',
  });
  const app = await createApp(config);
  await app.init();
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument(app)));
  writeFileSync(join(__dirname, '..', 'openapi.yaml'), dump(document, { noRefs: true, lineWidth: -1, sortKeys: false }));
  await app.close();
}

void main();
