import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The public site: landing page and comparison wizard, served at '/'.
// Built from the repo root with `npx vite build --config wizard/vite.config.ts`.
const wizardRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: wizardRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
