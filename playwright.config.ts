import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// End-to-end tests drive Debian's Chromium against the real server (built app + reference API)
// on a fresh embedded database seeded with the demo data.
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // per port, so two runs (E2E_PORT) can share a machine without wiping each other's files
  outputDir: `test-results/e2e-output-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // journeys of several pages on 2 shared cores: a dozen unmarked tests took 20-29 s in CI runs and one passed 30 s; a hang still fails
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `rm -rf test-results/e2e-data-${port} && vite build --logLevel warn && vite build --ssr src/entry-server.tsx --logLevel warn && tsx server/main.ts`,
    // RENDER_TIMEOUT_MS: the tests check what the server renders, not how fast (npm run bench measures that):
    // on 2 loaded cores a render can pass the production 1.5 s and be sent as built
    env: { PORT: String(port), DATA_DIR: `test-results/e2e-data-${port}`, CLIENT_DIR: `test-results/e2e-client-${port}`, SERVER_BUNDLE_DIR: `test-results/e2e-server-${port}`, DEV_MODE: '1', RENDER_TIMEOUT_MS: '10000' },
    // the API answers 401 without credentials: Playwright counts that as up
    url: `${baseURL}/api/v1/get-ticket-link`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
