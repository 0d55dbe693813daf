#!/usr/bin/env node
/**
 * First-load JavaScript budgets of the two front ends, checked on the build output (CI runs it
 * right after `npm run build`):
 *
 *   node scripts/check-bundle-size.mjs                         check every budget
 *   node scripts/check-bundle-size.mjs --budget crm-sign-in=100  the same with a budget lowered (kB)
 *
 * A page's first load is its chunks as Vite's manifest (dist/.vite/manifest.json, build.manifest)
 * lists them: the entry's file, the chunks it imports statically (and theirs), plus for a lazily
 * loaded route its dynamic entry and that one's static imports. Sizes are gzipped with zlib's
 * default level and counted in kB of 1000 bytes (Vite's build report, which gzips its own way,
 * prints about 1% more). CSS is not counted. Exits 1, naming each page over its budget, when one is exceeded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The budgets (admin/README.md and wizard/README.md give the figures). */
export const BUDGETS = [
  { id: 'crm-sign-in', app: 'admin', label: 'back-office sign-in page (/crm/login)', chunks: ['index.html'], limitKb: 400 },
  // The public site's entry starts the app (src/boot.tsx) after the first paint: part of every first load.
  { id: 'landing', app: 'wizard', label: 'public landing page (/)', chunks: ['index.html', 'src/boot.tsx'], limitKb: 120 },
  {
    id: 'wizard-route',
    app: 'wizard',
    label: 'comparison wizard (/comparison-tool: entry + app + lazy ComparisonToolPage)',
    chunks: ['index.html', 'src/boot.tsx', 'src/routes/ComparisonToolPage.tsx'],
    limitKb: 200,
  },
];

const readManifest = (app) => {
  const file = `${ROOT}${app}/dist/.vite/manifest.json`;
  if (!existsSync(file)) throw new Error(`${app}/dist/.vite/manifest.json is missing: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8'));
};

/** The JavaScript files a page loads first: the given manifest keys and their static imports. */
export const firstLoadFiles = (manifest, keys) => {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed or no longer split?)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
};

const gzippedBytes = (path) => gzipSync(readFileSync(path)).length;

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** --budget id=kB overrides, e.g. to show that the check fails. */
const overrides = (argv) => {
  const found = new Map();
  argv.forEach((argument, index) => {
    if (argument !== '--budget') return;
    const [id, value] = String(argv[index + 1]).split('=');
    const limit = Number(value);
    if (!BUDGETS.some((budget) => budget.id === id) || !Number.isFinite(limit)) {
      throw new Error(`--budget ${argv[index + 1]}: expected <${BUDGETS.map((budget) => budget.id).join('|')}>=<kB>`);
    }
    found.set(id, limit);
  });
  return found;
};

const main = () => {
  const limits = overrides(process.argv.slice(2));
  const manifests = new Map();
  const over = [];
  for (const budget of BUDGETS) {
    if (!manifests.has(budget.app)) manifests.set(budget.app, readManifest(budget.app));
    const files = firstLoadFiles(manifests.get(budget.app), budget.chunks);
    const bytes = files.reduce((sum, file) => sum + gzippedBytes(`${ROOT}${budget.app}/dist/${file}`), 0);
    const limitKb = limits.get(budget.id) ?? budget.limitKb;
    const isOver = bytes > limitKb * 1000;
    console.log(`${isOver ? 'OVER' : 'ok  '} ${budget.label}: ${kb(bytes)} kB gzipped of ${limitKb} kB (${files.length} chunks)`);
    if (isOver)
      over.push(
        `${budget.label} loads ${kb(bytes)} kB of JavaScript gzipped, over its ${limitKb} kB budget by ${kb(bytes - limitKb * 1000)} kB: ${files.join(', ')}`,
      );
  }
  if (over.length > 0) {
    console.error(
      `\nFirst-load JavaScript budget exceeded:\n- ${over.join('\n- ')}\nLoad the new code on demand (React.lazy) or raise the budget in scripts/check-bundle-size.mjs and the READMEs, saying why.`,
    );
    process.exitCode = 1;
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
