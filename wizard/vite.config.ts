import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The public site: landing page and comparison wizard, served at '/'.
// Built from the repo root with `npx vite build --config wizard/vite.config.ts`.
const wizardRoot = fileURLToPath(new URL('.', import.meta.url));
// The shared pricing module (DECISIONS: one module for the browser and the server).
const pricingModule = fileURLToPath(new URL('../src/comparison/pricing/index.ts', import.meta.url));
const pricingFolder = fileURLToPath(new URL('../src/comparison/pricing/', import.meta.url));
// The shared vocabularies (sectors, ...): the same lists on the server, in the wizard and the back-office.
const vocabularyModule = fileURLToPath(new URL('../src/vocabulary/index.ts', import.meta.url));
const vocabularyFolder = fileURLToPath(new URL('../src/vocabulary/', import.meta.url));

export default defineConfig({
  root: wizardRoot,
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@pricing': pricingModule, '@vocabulary': vocabularyModule },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by scripts/check-bundle-size.mjs.
    manifest: true,
  },
  server: {
    // The dev server may read the shared folders outside wizard/.
    fs: { allow: [wizardRoot, pricingFolder, vocabularyFolder] },
    proxy: {
      '/api': process.env.WIZARD_API_PROXY ?? 'http://localhost:3000',
    },
  },
});
