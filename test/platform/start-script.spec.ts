import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

interface Build {
  name: string;
  script: string;
  inputs: string[];
  output: string;
}

// scripts/builds.js (plain JavaScript, run by npm start before the server): which of the three
// builds are stale and must run again.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const builds = require('../../scripts/builds') as {
  BUILDS: Build[];
  inputsHash(build: Build, root: string): string;
  inputsSnapshot(build: Build, root: string): { hash: string; files: Record<string, string> };
  staleReason(build: Build, root: string): string | null;
  writeStamp(build: Build, snapshot: { hash: string; files: Record<string, string> }, root: string): void;
};

/** Waits past the file system clock's tick (a few ms), so that files written before are older than what comes next. */
const nextTick = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30);

const FILES: Record<string, string> = {
  'src/main.ts': 'bootstrap();',
  'src/domain/pricing.ts': 'export const rate = 1;',
  'src/comparison/comparison.service.spec.ts': 'it("ranks", () => {});',
  'admin/src/App.tsx': 'export const App = () => null;',
  'admin/vite.config.ts': 'export default {};',
  'wizard/src/App.tsx': 'export const App = () => null;',
  'wizard/index.html': '<div id="root"></div>',
  'api-types/schema.ts': 'export interface paths {}',
  'tsconfig.json': '{}',
  'nest-cli.json': '{}',
  'package-lock.json': '{"lockfileVersion":3}',
  'dist/main.js': 'built',
  'admin/dist/index.html': 'built',
  'wizard/dist/index.html': 'built',
};

/**
 * `npm start` rebuilds a build only when its inputs changed since its last successful build (or
 * its output is gone), so that an unchanged tree starts serving at once. Checked on a small tree
 * shaped like the project's, with builds "done" by writing their stamps as the real ones do.
 */
describe('npm start rebuilds only the builds whose inputs changed', () => {
  let root: string;
  const build = (name: string) => builds.BUILDS.find((b) => b.name === name)!;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const stale = () => builds.BUILDS.filter((b) => builds.staleReason(b, root) !== null).map((b) => b.name);
  // As `npm run build:*` does: the inputs' hash and signatures, then (the build) the stamp.
  const buildAll = () => {
    nextTick();
    builds.BUILDS.forEach((b) => builds.writeStamp(b, builds.inputsSnapshot(b, root), root));
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'mc-start-'));
    for (const [path, text] of Object.entries(FILES)) write(path, text);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds everything on a fresh clone (no record of any build)', () => {
    expect(stale()).toEqual(['api', 'admin', 'wizard']);
    expect(builds.staleReason(build('api'), root)).toBe('no record of its last build');
  });

  it('rebuilds nothing on an unchanged tree, even when files are touched without changing', () => {
    buildAll();
    expect(stale()).toEqual([]);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/main.ts'), later, later);
    expect(stale()).toEqual([]);
  });

  it('rebuilds the API alone when a file under src/ changes, is added or is deleted', () => {
    buildAll();
    write('src/main.ts', 'bootstrap(); // changed');
    expect(stale()).toEqual(['api']);
    expect(builds.staleReason(build('api'), root)).toBe('its sources changed since its last build');

    buildAll();
    write('src/health/health.controller.ts', 'export class HealthController {}');
    expect(stale()).toEqual(['api']);

    buildAll();
    unlinkSync(join(root, 'src/health/health.controller.ts'));
    expect(stale()).toEqual(['api']);
  });

  it('rebuilds the wizard alone when a wizard file changes, and the back-office alone for its own', () => {
    buildAll();
    write('wizard/src/App.tsx', 'export const App = () => "changed";');
    expect(stale()).toEqual(['wizard']);

    buildAll();
    write('admin/vite.config.ts', 'export default { base: "/crm/" };');
    expect(stale()).toEqual(['admin']);
  });

  it('rebuilds all three when the shared domain kernel or the installed packages change, the front ends for the API types', () => {
    buildAll();
    write('src/domain/pricing.ts', 'export const rate = 2;');
    expect(stale()).toEqual(['api', 'admin', 'wizard']);

    buildAll();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(stale()).toEqual(['api', 'admin', 'wizard']);

    buildAll();
    write('api-types/schema.ts', 'export interface paths { "/api/health": unknown }');
    expect(stale()).toEqual(['admin', 'wizard']);
  });

  it('does not rebuild for a test file, which no build includes', () => {
    buildAll();
    write('src/comparison/comparison.service.spec.ts', 'it("ranks again", () => {});');
    write('wizard/src/App.spec.tsx', 'it("renders", () => {});');
    expect(stale()).toEqual([]);
  });

  it('rebuilds a build whose output was deleted', () => {
    buildAll();
    rmSync(join(root, 'dist'), { recursive: true });
    expect(stale()).toEqual(['api']);
    expect(builds.staleReason(build('api'), root)).toBe(`${join('dist', 'main.js')} is missing`);

    rmSync(join(root, 'wizard/dist'), { recursive: true });
    expect(stale()).toEqual(['api', 'wizard']);
  });

  it('ignores the builds own output folders when hashing, so building does not make itself stale', () => {
    buildAll();
    write('admin/dist/assets/index-abc123.js', 'console.log(1)');
    write('dist/app.module.js', 'module.exports = {}');
    expect(stale()).toEqual([]);
  });

  it('sees an edit that keeps the size and puts the modification time back (the change time moves)', () => {
    buildAll();
    const { atime, mtime } = statSync(join(root, 'src/domain/pricing.ts'));
    write('src/domain/pricing.ts', 'export const rate = 3;');
    utimesSync(join(root, 'src/domain/pricing.ts'), atime, mtime);
    expect(stale()).toEqual(['api', 'admin', 'wizard']);
  });

  it('after a touch, records the new times once the contents are found unchanged, and still sees a later edit', () => {
    buildAll();
    const stampOf = () =>
      JSON.parse(readFileSync(join(root, 'node_modules/.cache/merchant-compare-builds/api.json'), 'utf8')) as { inputs: string; files: Record<string, string> };
    const before = stampOf();
    const later = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    utimesSync(join(root, 'src/main.ts'), later, later);
    nextTick();
    expect(stale()).toEqual([]);
    const after = stampOf();
    expect(after.inputs).toBe(before.inputs);
    expect(after.files['src/main.ts']).not.toBe(before.files['src/main.ts']);
    expect(after.files['src/main.ts']).toMatch(new RegExp(`:${later.getTime() / 1000}000000000:`));
    expect(stale()).toEqual([]);
    write('src/main.ts', 'bootstrap(); // edited');
    expect(stale()).toEqual(['api']);
  });

  it('reads a file again on the next check when it changed in the very clock tick its build was recorded', () => {
    write('src/domain/pricing.ts', 'export const rate = 4;');
    // No pause: written in the same tick as the record below, as an editor saving during the hash.
    builds.BUILDS.forEach((b) => builds.writeStamp(b, builds.inputsSnapshot(b, root), root));
    write('src/domain/pricing.ts', 'export const rate = 5;');
    expect(stale()).toEqual(['api', 'admin', 'wizard']);
  });
});
