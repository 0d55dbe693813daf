import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import react from '@vitejs/plugin-react';

// The back-office is served by the API under /crm (with history fallback).
// Build from the repo root: npx vite build --config admin/vite.config.ts
const API_ORIGIN = 'http://localhost:3000';
const adminRoot = fileURLToPath(new URL('.', import.meta.url));
// The pure domain kernel shared with the server and the wizard (pricing, vocabularies, the catalogue's
// rules, ...), imported as '@domain/pricing', '@domain/vocabulary', '@domain/catalogue-rules' (tsconfig.json and jest.config.cjs carry the same alias).
const domainFolder = fileURLToPath(new URL('../src/domain', import.meta.url));

export default defineConfig({
  root: adminRoot,
  base: '/crm/',
  // Each built file over 1 KB also gets a .br and a .gz beside it, compressed once at the best
  // level, which the server sends (@fastify/static preCompressed) instead of compressing the file
  // at every request. index.html is left out: the server answers it from its history fallback.
  plugins: [react(), compression({ threshold: 1024, include: /\.(js|mjs|css|svg|json|txt|xml)$/, logLevel: 'silent' })],
  resolve: {
    alias: { '@domain': domainFolder },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by scripts/check-bundle-size.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app: keep them in their own
        // long-cached chunk. MUI and react-admin are left to the bundler, which splits them by
        // use: what only a lazily loaded screen uses (DataTable, the inputs) loads with that
        // screen, not with the sign-in page (one 'react-admin' group held ~60 KB gzipped of it
        // on the sign-in page's first load).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 }],
        },
      },
    },
  },
  server: {
    // The dev server may read the shared folder outside admin/.
    fs: { allow: [adminRoot, domainFolder] },
    proxy: {
      '/api': API_ORIGIN,
      '/auth': API_ORIGIN,
    },
  },
});
