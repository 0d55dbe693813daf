import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The public site: landing page and comparison wizard, served at '/'.
// Built from the repo root with `npm run build:wizard` (scripts/build-wizard.mjs: this config, then its
// server-side build that prerenders the pages).
const wizardRoot = fileURLToPath(new URL('.', import.meta.url));
// The pure domain kernel shared with the server and the back-office (pricing, vocabularies, ...),
// imported as '@domain/pricing', '@domain/vocabulary' (tsconfig.json and jest.config.cjs carry the same alias).
const domainFolder = fileURLToPath(new URL('../src/domain', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: wizardRoot,
  base: '/',
  // Each built file over 1 KB also gets a .br and a .gz beside it, compressed once at the best
  // level, which the server sends (@fastify/static preCompressed) instead of compressing the file
  // at every request. The pages (.html) are left out: the server answers them from its history
  // fallback, which compresses each once. The server-side build (scripts/build-wizard.mjs, which
  // prerenders the pages with it) is never served, so it is not compressed.
  plugins: [react(), ...(isSsrBuild ? [] : [compression({ threshold: 1024, include: /\.(js|mjs|css|svg|json|txt|xml)$/, logLevel: 'silent' })])],
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
