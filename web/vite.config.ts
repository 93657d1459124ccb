/**
 * Vite build of the web app: root web/, output dist/web (served by the Fastify server), with a
 * brotli and a gzip copy of every text asset written next to it (build/precompress.ts).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true, changeOrigin: true },
    },
  },
});
