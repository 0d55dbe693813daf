import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * api-types/schema.ts (the API types both front ends import) must be what openapi-typescript makes
 * of the committed openapi.yaml, as platform.e2e-spec.ts holds openapi.yaml to the app's routes.
 * Together: a DTO change that is not regenerated with `npm run openapi` fails here, and the front
 * ends' type-check then shows every place the change touches.
 */
const ROOT = join(__dirname, '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'api-types.mjs');
const OPENAPI = join(ROOT, 'openapi.yaml');

/** What `npm run api-types` would write, generated in memory (the script is ESM; jest is not). */
function regenerated(source = OPENAPI): string {
  return execFileSync(process.execPath, [SCRIPT, '--stdout', '--source', source], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
}

/** The first lines where two texts differ, or 'the same'. */
function firstDifference(committed: string, fresh: string): string | { line: number; committed: string[]; regenerated: string[] } {
  const committedLines = committed.split('\n');
  const freshLines = fresh.split('\n');
  const length = Math.max(committedLines.length, freshLines.length);
  for (let index = 0; index < length; index += 1) {
    if (committedLines[index] !== freshLines[index]) {
      return { line: index + 1, committed: committedLines.slice(index, index + 5), regenerated: freshLines.slice(index, index + 5) };
    }
  }
  return 'the same';
}

describe('api-types/schema.ts', () => {
  it('is what openapi.yaml generates (else run npm run openapi, or npm run api-types)', () => {
    const committed = readFileSync(join(ROOT, 'api-types', 'schema.ts'), 'utf8');
    expect(firstDifference(committed, regenerated())).toBe('the same');
  });

  it('follows a change of openapi.yaml (the comparison above can fail)', () => {
    const changed = readFileSync(OPENAPI, 'utf8').replace(/^( {8})estimatedMonthlyCost:/m, '$1estimatedMonthlyCharge:');
    const source = join(mkdtempSync(join(tmpdir(), 'mc-api-types-')), 'openapi.yaml');
    writeFileSync(source, changed);
    const fresh = regenerated(source);
    expect(fresh).toMatch(/estimatedMonthlyCharge\??: number;/);
    expect(firstDifference(readFileSync(join(ROOT, 'api-types', 'schema.ts'), 'utf8'), fresh)).not.toBe('the same');
  });
});
