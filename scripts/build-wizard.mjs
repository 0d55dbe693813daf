#!/usr/bin/env node
/**
 * The public site's build (`npm run build:wizard`): the browser build into wizard/dist, then the
 * pages prerendered from a server-side build of the same app, so the landing page and the
 * wizard's first step are in the HTML the server sends, before any script runs.
 *
 * 1. `vite build` (wizard/vite.config.ts): wizard/dist, its manifest, a .br and .gz beside each asset.
 * 2. `vite build --ssr src/entry-server.tsx` into node_modules/.cache (never served, not a build
 *    input): `renderPage(url)`, the app's markup at a path.
 * 3. For each route in PRERENDERED_ROUTES, wizard/dist/prerendered/<page>.html: the built
 *    index.html with that markup in #root, the page's <title>, and the page's styles inlined in
 *    place of the stylesheet link (no request before the first paint; the site uses system fonts,
 *    so there is none to preload). The wizard's pages also inline the wizard's styles.
 *    wizard/dist/index.html stays the empty shell that the client renders from scratch (the other
 *    routes, and the 404 screen).
 *
 * Nothing on a prerendered page preloads the app's code: its entry (wizard/src/main.tsx) fetches
 * the app, and on the wizard's pages the wizard's chunk, only after the first paint, so that no
 * script download competes with the page's first paint on a slow connection.
 *
 * The server (src/web/spa-fallback.ts) answers a public route with its prerendered page when the
 * build left one, else with index.html.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CONFIG = join(ROOT, 'wizard', 'vite.config.ts');
const DIST = join(ROOT, 'wizard', 'dist');
const SSR_OUT = join(ROOT, 'node_modules', '.cache', 'merchant-compare-wizard-ssr');

/**
 * The routes whose first screen is the same for every visitor. /renewal-reminder is not one (it
 * depends on its ?withdraw= token), nor any unknown path (the 404 screen, answered with the shell).
 */
const PRERENDERED_ROUTES = ['/', '/comparison-tool', '/mobile-test', '/comparison-tool-original'];
const WIZARD_ROUTES = new Set(['/comparison-tool', '/mobile-test', '/comparison-tool-original']);
/** The app (React and the site), which the entry starts after the first paint, as the manifest names it. */
const APP_CHUNK = 'src/boot.tsx';
/** The lazily loaded wizard, as the manifest names it. */
const WIZARD_CHUNK = 'src/routes/ComparisonToolPage.tsx';

/** Where a route's page is written, relative to wizard/dist (the server's rule is the same). */
const prerenderedFile = (route) => join('prerendered', `${route === '/' ? 'index' : route.slice(1)}.html`);

/** The manifest keys of the given chunks and of every chunk they import, each once, imports first. */
function withImports(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    withImports(manifest, manifest[key].imports ?? [], seen);
    seen.add(key);
  }
  return [...seen];
}

/** The styles the given chunks load (theirs and their imports'), as one <style> element, each file once. */
function inlineStyles(manifest, keys) {
  const files = [...new Set(withImports(manifest, keys).flatMap((key) => manifest[key].css ?? []))];
  return `<style>${files.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n')}</style>`;
}

/**
 * React hoists a component's <title> to the start of the markup it renders; the page's <head>
 * takes it instead of the shell's.
 */
function splitTitle(markup) {
  const match = /^<title>([^<]*)<\/title>/.exec(markup);
  return match ? { title: match[1], body: markup.slice(match[0].length) } : { title: null, body: markup };
}

function page(shell, manifest, route, markup) {
  const { title, body } = splitTitle(markup);
  const keys = WIZARD_ROUTES.has(route) ? ['index.html', APP_CHUNK, WIZARD_CHUNK] : ['index.html', APP_CHUNK];
  const stylesheets = /<link rel="stylesheet"[^>]*>/g;
  if (!stylesheets.test(shell)) throw new Error('wizard/dist/index.html has no stylesheet link to inline');
  let html = shell.replace(stylesheets, '');
  html = html.replace('</head>', `${inlineStyles(manifest, keys)}</head>`);
  if (title !== null) html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  if (!html.includes('<div id="root"></div>')) throw new Error('wizard/dist/index.html has no empty <div id="root">');
  return html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

async function main() {
  await build({ configFile: CONFIG });
  await build({
    configFile: CONFIG,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: SSR_OUT, emptyOutDir: true },
  });
  const { renderPage } = await import(pathToFileURL(join(SSR_OUT, 'entry-server.js')).href);
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  rmSync(join(DIST, 'prerendered'), { recursive: true, force: true });
  mkdirSync(join(DIST, 'prerendered'));
  for (const route of PRERENDERED_ROUTES) {
    const html = page(shell, manifest, route, await renderPage(route));
    writeFileSync(join(DIST, prerenderedFile(route)), html);
    console.log(`prerendered ${route} -> wizard/dist/${prerenderedFile(route)} (${(html.length / 1000).toFixed(1)} kB)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
