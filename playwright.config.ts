import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts run their browser tests at once.
const PORT = Number(process.env.E2E_PORT ?? 8790);
// E2E_STATE_DIR (with E2E_PORT) lets two runs in one checkout keep apart.
export const E2E_STATE = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state';

/**
 * Browser tests in Debian's Chromium against the real stack (wrangler dev with local D1/R2/queue),
 * started once per run on its own port and its own fresh, seeded state.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test that only passes on its retry fails the CI run: the retry shows the failure, it does not hide it.
  failOnFlakyTests: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace costs about a quarter of the suite's CPU: recorded for a failed test's retry only (`--trace on` by hand).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'fixtures', testMatch: /fixtures\.setup\.ts$/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /\.phone\.spec\.ts$/,
      dependencies: ['fixtures'],
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /\.phone\.spec\.ts$/, dependencies: ['fixtures'] },
  ],
  webServer: {
    // E2E_SKIP_BUILD=1 (npm test, which builds first): serve the SPA already built in dist/client.
    command: `node scripts/start.mjs --port ${PORT} --persist-to ${E2E_STATE} --fresh --raised-limits${process.env.E2E_SKIP_BUILD === '1' ? ' --skip-build' : ''}`,
    url: `http://localhost:${PORT}/api/basedata`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
