import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * Brotli (quality 11) and gzip (level 9) copies beside each built text file, written once at build
 * time and served by Accept-Encoding (server/spa.ts, builtFiles). index.html is left out: the
 * server never sends it as built, it writes the app config into it first.
 */
export const precompress = () =>
  compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/], logLevel: 'silent' });

// The storefront is built to dist/client and served by the reference server (server/main.ts),
// so `npm start` runs both on one port.
export default defineConfig({
  plugins: [react(), precompress()],
  // CLIENT_DIR lets two end-to-end runs build side by side (see playwright.config.ts)
  build: { outDir: process.env.CLIENT_DIR || 'dist/client', emptyOutDir: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['model-tests/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
