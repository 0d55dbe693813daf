#!/usr/bin/env node
/**
 * npm run api-types: TypeScript types of the API, generated from openapi.yaml with
 * openapi-typescript, into api-types/schema.ts (the one file both front ends import as
 * '@api-types/schema'; types only, so they add no bytes to either bundle).
 *
 *   node scripts/api-types.mjs           write api-types/schema.ts
 *   node scripts/api-types.mjs --stdout  print what would be written (the staleness test uses it)
 *   ... --source FILE                    read another OpenAPI document (tests)
 *
 * `npm run openapi` runs it after writing openapi.yaml, so one command keeps both in step.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const ROOT = new URL('../', import.meta.url);
const SOURCE = new URL('openapi.yaml', ROOT);
const TARGET = new URL('api-types/schema.ts', ROOT);

const HEADER = `/**
 * The API's types, generated from openapi.yaml by \`npm run api-types\` (openapi-typescript ${version()}).
 * Do not edit: change the server's DTOs, then run \`npm run openapi\`, which regenerates
 * openapi.yaml and this file. test/platform/api-types.e2e-spec.ts fails when it is stale.
 */

`;

function version() {
  const manifest = new URL('../node_modules/openapi-typescript/package.json', import.meta.url);
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

export async function generateApiTypes(source = SOURCE) {
  const ast = await openapiTS(source, {
    // A schema with no properties (free-form JSON such as calculatedPricing) reads as
    // Record<string, unknown>, not Record<string, never>.
    emptyObjectsUnknown: true,
    // A property with a default (role and isActive of CreateUserDto) stays optional: the
    // defaults are the server's, for request bodies that leave them out.
    defaultNonNullable: false,
  });
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sourceAt = process.argv.indexOf('--source');
  const source = sourceAt === -1 ? SOURCE : pathToFileURL(process.argv[sourceAt + 1]);
  const text = await generateApiTypes(source);
  if (process.argv.includes('--stdout')) {
    process.stdout.write(text);
  } else {
    writeFileSync(TARGET, text);
    console.log(`${fileURLToPath(TARGET)} written from openapi.yaml`);
  }
}
