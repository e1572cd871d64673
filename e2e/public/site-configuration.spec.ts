import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { stringify } from 'yaml';
import { defaultSiteConfig } from '@/domain/site-config';
import { otherSiteConfig } from '@/domain/test-support/other-site';
import {
  createApplicationViaApi,
  saveApplicantsViaApi,
  signAgreementViaApi,
} from '../support/applications-api';
import { freePort, startServer, type RunningServer } from '../support/global-setup';
import { decodeQuotedPrintable, header, waitForEmail } from '../support/outbox';
import { startCheckout } from '../support/payment';
import { seedSession, uniqueEmail } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// Another agency runs the site (docs/requirements/site-configuration.md): the server starts
// with a YAML SITE_CONFIG naming another company, support contact, hours and every price, and
// shows its amounts as currency codes. Home, step 1, the agreement, the payment page and an
// email show the configured values and none of today's: no name, address, number or hours of
// the default agency, and no amount in dollars at all (the other agency writes 'USD 54').
// The server is this spec's own, on its own embedded database.

const other = otherSiteConfig;
const todays = [
  defaultSiteConfig.name,
  defaultSiteConfig.support.email,
  '7946 0958',
  'Eastern Time',
  /\bEST\b/,
];

let server: RunningServer;
let origin = '';
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
  const file = path.join(dir, 'agency.yaml');
  writeFileSync(file, stringify(other));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServer(
    {
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      TRUST_PROXY: undefined,
      DATABASE_URL: undefined,
      SITE_CONFIG: file,
    },
    { port },
  );
  api = await apiRequest.newContext({ baseURL: origin });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** What a reader sees, and what the page's HTML holds before any script runs. */
function expectOnlyTheAgency(text: string, where: string) {
  expect(text, where).toContain(other.name);
  for (const value of todays) expect(text, `${where}: ${String(value)}`).not.toMatch(value);
  expect(text, `${where}: an amount in dollars`).not.toMatch(/\$\s?\d/);
}

async function visibleText(page: Page) {
  return page.locator('body').innerText();
}

test('home and step 1 are the configured agency’s, as sent and as shown', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await useLanguage(page, 'en');

  for (const pagePath of ['/', '/apply', '/visa-types', '/support']) {
    const html = await (await api.get(pagePath)).text();
    expectOnlyTheAgency(html, `${pagePath} as sent`);
  }

  await page.goto('/');
  await expect(page).toHaveTitle(new RegExp(other.name));
  const home = await visibleText(page);
  expectOnlyTheAgency(home, 'home');
  expect(home).toContain('Central European Time');
  expect(home).toContain(`within ${other.support.answerWithinHours} hours`);

  await page.goto('/apply');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Visa type').selectOption('tourist');
  await expect(page.getByText(/USD\s26/).first()).toBeVisible();
  const step1 = await visibleText(page);
  expectOnlyTheAgency(step1, 'step 1');
  expect(step1).toMatch(/USD\s26/); // the 30-day e-Tourist government fee

  // The legal notice names the company as registered.
  await page.goto('/terms-conditions');
  const terms = await visibleText(page);
  expectOnlyTheAgency(terms, 'terms and conditions');
  for (const value of [other.company.legalName, other.company.registrationNumber!, 'München'])
    expect(terms).toContain(value);
  await context.close();
});

test('in Arabic, the hours are the agency’s, in Arabic', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await useLanguage(page, 'ar');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const text = await visibleText(page);
  expect(text).toContain('توقيت وسط أوروبا');
  expect(text).toContain(other.name);
  expect(text).not.toContain(defaultSiteConfig.name);
  await context.close();
});

test('the agreement, the payment page and the email are the configured agency’s', async ({
  browser,
}) => {
  const created = await createApplicationViaApi(api, { email: uniqueEmail('rebrand') });
  await saveApplicantsViaApi(api, created, 1);

  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await seedSession(page, created);
  await page.goto('/apply/agreement');
  await expect(page.getByText(/This agreement is between/)).toBeVisible();
  const agreement = await visibleText(page);
  expectOnlyTheAgency(agreement, 'agreement');
  expect(agreement).toMatch(/USD\s54 per applicant/);
  // Its card processing fee, kept from a refund before the submission.
  expect(agreement).toMatch(/less the card processing fee \(1\.4% \+ USD\s0\.25\)/);

  await signAgreementViaApi(api, created);
  const checkout = await startCheckout(api, created);
  await page.goto(checkout.pathname);
  const payment = await visibleText(page);
  expectOnlyTheAgency(payment, 'payment page');
  expect(payment).toMatch(/USD\s\d/);

  const eml = decodeQuotedPrintable(
    await waitForEmail(
      (email) => (header(email, 'Subject') ?? '').includes('signed agreement'),
      server.dataDir,
    ),
  );
  expectOnlyTheAgency(eml, 'the signed agreement email');
  expect(eml).toContain(other.company.legalName);
  expect(header(eml, 'From')).toContain(other.name);
  await context.close();
});

test('an invalid configuration file stops the start, naming the field', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-config-bad-'));
  const file = path.join(dir, 'agency.yaml');
  writeFileSync(file, stringify({ ...other, support: { ...other.support, email: 'help' } }));
  const run = spawnSync(process.execPath, [path.resolve('dist/server/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      PORT: String(await freePort()),
      DATA_DIR: dir,
      SITE_CONFIG: file,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('support.email');
  expect(run.stderr).toContain(file);
});
