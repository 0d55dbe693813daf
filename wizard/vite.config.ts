import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The public site: landing page and comparison wizard, served at '/'.
// Built from the repo root with `npm run build:wizard` (scripts/build-wizard.mjs: this config, then its
// server-side build that prerenders the pages).
const wizardRoot = fileURLToPath(new URL('.', import.meta.url));
// The pure domain kernel shared with the server and the back-office (pricing, vocabularies, ...),
// imported as '@domain/pricing', '@domain/vocabulary' (tsconfig.json and jest.config.cjs carry the same alias).
const domainFolder = fileURLToPath(new URL('../src/domain', import.meta.url));

/** V8's explicit compile hint for a whole file (Chrome 136 and later; a plain comment elsewhere). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The app's chunk, which the entry (src/main.tsx) imports as soon as the page is painted. */
const appModule = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));

/**
 * Puts the compile hint at the start of the chunks every page loads first (the entry, the app's
 * chunk it starts, and the chunks they import: React, React DOM, the router, the site's shell): Chrome then compiles all of their
 * functions while it streams the files in, on a background thread, rather than on the main thread
 * when each first runs. Without it, React DOM (one CommonJS function, compiled whole at its first
 * call) was compiled in the task that evaluates the entry, the longest task of the wizard's page.
 * The wizard's own lazily loaded chunks are left as they are: their functions are compiled as they
 * are used, in hydration's short tasks. The hint must start the file, so it is added last, after
 * Vite's own additions; vite-plugin-compression2 has by then written each chunk's .br and .gz, so
 * those are made again from the new text, at the same (best) levels.
 */
const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (firstLoad.has(fileName) || chunk?.type !== 'chunk') return;
        firstLoad.add(fileName);
        chunk.imports.forEach(visit);
      };
      Object.values(bundle).forEach((output) => output.type === 'chunk' && (output.isEntry || output.facadeModuleId === appModule) && visit(output.fileName));
      for (const fileName of firstLoad) {
        const chunk = bundle[fileName];
        if (chunk.type !== 'chunk') continue;
        chunk.code = `${COMPILE_HINT}${chunk.code}`;
        const brotli = bundle[`${fileName}.br`];
        if (brotli?.type === 'asset')
          brotli.source = brotliCompressSync(chunk.code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } });
        const gzip = bundle[`${fileName}.gz`];
        if (gzip?.type === 'asset') gzip.source = gzipSync(chunk.code, { level: zlibConstants.Z_BEST_COMPRESSION });
      }
    },
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: wizardRoot,
  base: '/',
  // Each built file over 1 KB also gets a .br and a .gz beside it, compressed once at the best
  // level, which the server sends (@fastify/static preCompressed) instead of compressing the file
  // at every request. The pages (.html) are left out: the server answers them from its history
  // fallback, which compresses each once. The server-side build (scripts/build-wizard.mjs, which
  // prerenders the pages with it) is never served, so it is not compressed.
  plugins: [
    react(),
    ...(isSsrBuild ? [] : [compileHints(), compression({ threshold: 1024, include: /\.(js|mjs|css|svg|json|txt|xml)$/, logLevel: 'silent' })]),
  ],
  resolve: {
    alias: { '@domain': domainFolder },
  },
  // The year the pages were prerendered in: the footer's first render shows it, as the
  // prerendered page does, then the visitor's own year (hooks/useCurrentYear.ts).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by scripts/check-bundle-size.mjs
    // and by scripts/build-wizard.mjs (the styles it inlines, the wizard chunk it preloads).
    manifest: !isSsrBuild,
  },
  server: {
    // The dev server may read the shared kernel outside wizard/.
    fs: { allow: [wizardRoot, domainFolder] },
    proxy: {
      '/api': process.env.WIZARD_API_PROXY ?? 'http://localhost:3000',
    },
  },
}));
