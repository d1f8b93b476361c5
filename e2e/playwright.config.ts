import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3999);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;
function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-e2e-'));
  // As root the embedded PostgreSQL runs as an unprivileged user, which must be able to enter it.
  chmodSync(dir, 0o755);
  return dir;
}
const dataDir = process.env.E2E_DATA_DIR ?? freshDataDir();

/**
 * Journeys in Debian's Chromium (/usr/bin/chromium) through playwright-core: no browser download.
 * The server is the built app on embedded PostgreSQL in a fresh DATA_DIR (mail to the outbox).
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../apps/api/dist/server.js',
        url: `${BASE_URL}/api/health`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PORT: String(PORT),
          PUBLIC_URL: BASE_URL,
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_DISABLED: 'true',
        },
      },
});
