import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir as dataDir, e2ePort as port, e2ePushServicePort } from './e2e/server-paths';
import { shopOwner } from './e2e/support/owner';

const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium, never a downloaded browser; flags that keep it quiet on a closed network. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.test-tmp/playwright-output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh data directory each run: the first start seeds the demo shop, as on a new machine. The
    // owner's account is made first, with the admin command line, as a shop owner makes it.
    command: `rm -rf ${dataDir} && ADMIN_PASSWORD='${shopOwner.password}' node --import tsx apps/api/src/cli/admin.ts create-admin --email ${shopOwner.email} && node --import tsx apps/api/src/server.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A wait on a condition, not a budget: the suite starts beside Vitest, the lint and the typecheck on a
    // 2-core CI machine, where the first start (migrations, the demo's pictures) once took past 120 s.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Holds every API answer to its contract (plugins/contract-check.ts) while the browser tests run.
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // The push service the notification test runs (e2e/push-notifications.spec.ts); only NODE_ENV=test honours it.
      PUSH_TEST_ENDPOINT_ORIGIN: `http://127.0.0.1:${e2ePushServicePort}`,
    },
  },
});
