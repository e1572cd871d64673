import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './e2e/support/chromium';

// Specs of the interface alone (layout, accessibility, languages, the legal pages): they run the
// same on any database, so CI's second pass, on PostgreSQL, leaves them to the PGlite pass
// (E2E_SKIP_UI_ONLY=1, set by scripts/test.mjs in that pass; locally every spec runs).
const uiOnly = ['accessibility/**', 'shell/**', 'legal/**'];

export default defineConfig({
  testDir: 'e2e',
  testIgnore: process.env.E2E_SKIP_UI_ONLY === '1' ? uiOnly : [],
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Set by the global setup once the server is up (workers read it after setup ran).
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The system Chromium: browsers cannot be downloaded on our machines.
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
