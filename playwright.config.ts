import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './e2e/support/chromium';

// Specs that do not depend on which database the shared server uses, so CI's second pass, on
// PostgreSQL, leaves them to the PGlite pass (E2E_SKIP_UI_ONLY=1, set by scripts/test.mjs in that
// pass; locally every spec runs): the interface alone (layout, accessibility, languages, the legal
// and public pages, the staff dashboard against a mocked API), and the specs that start their own
// server on its own embedded database whatever DATABASE_URL says. What goes through the shared
// server's database (applying, paying, uploading, staff decisions, status, sign-in, contact)
// runs on both.
const uiOnly = [
  'accessibility/**',
  'shell/**',
  'legal/**',
  'public/accessibility.spec.ts',
  'public/chat.spec.ts',
  'public/india-clock.spec.ts',
  'public/page-meta.spec.ts',
  'public/prerender.spec.ts',
  'public/price-consistency.spec.ts',
  'apply/wizard-layout.spec.ts',
  'documents/documents-a11y.spec.ts',
  'payment/payment-a11y.spec.ts',
  'admin/dashboard.spec.ts',
  'admin/staff-focus.spec.ts',
  // Their own server, on its own embedded database.
  'admin/changes-journey.spec.ts',
  'payment/no-public-url.spec.ts',
  'public/site-configuration.spec.ts',
  'status/reminders.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  testIgnore: process.env.E2E_SKIP_UI_ONLY === '1' ? uiOnly : [],
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Room for a loaded 2-core CI machine, where a page can take three times as long as on a quiet
  // one (a passing test is not slowed by it; a stuck one fails a little later). At a load of 10
  // to 12 on 2 cores, a staff detail page once took over 10 s to show its heading.
  timeout: 60_000,
  expect: { timeout: 20_000 },
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
