import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The storefront is built to dist/client and served by the reference server (server/main.ts),
// so `npm start` runs both on one port.
export default defineConfig({
  plugins: [react()],
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
