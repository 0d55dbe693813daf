import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The back-office is served by the API under /crm (with history fallback).
// Build from the repo root: npx vite build --config admin/vite.config.ts
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/crm/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: keep them in their own long-cached
        // chunks, so a redeploy of the back-office only invalidates the small app chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/, priority: 2 },
            { name: 'react-admin', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/auth': API_ORIGIN,
    },
  },
});
