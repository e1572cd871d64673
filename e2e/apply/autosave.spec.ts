import type { Page, Request } from '@playwright/test';
import { applicantPanel } from '../support/wizard-forms';
import { expect, test, useLanguage } from '../support/test';
import { createApplicationViaApi } from '../support/applications-api';
import { seedSession, type ApiApplication } from '../support/stored-session';

// Step 2's autosave when saving fails: offline it waits for the connection instead of retrying
// in a loop, after a 429 it waits as long as the server asks, it never has two saves in flight,
// and it tells the applicant where their answers are meanwhile (docs/decisions/0015).

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const isDraftSave = (request: Request) =>
  request.method() === 'PUT' &&
  /\/api\/applications\/[^/]+\/applicants\/draft$/.test(request.url());

async function openStep2(page: Page, request: Parameters<typeof createApplicationViaApi>[0]) {
  const created = await createApplicationViaApi(request, { numberOfApplicants: 2 });
  await seedSession(page, created);
  await page.goto('/apply/applicants');
  const firstName = page
    .locator(applicantPanel)
    .getByRole('textbox', { name: 'First name(s)', exact: true });
  await expect(firstName).toBeVisible();
  return { created, firstName };
}

async function serverDraftName(
  request: Parameters<typeof createApplicationViaApi>[0],
  created: ApiApplication,
) {
  const res = await request.get(`/api/applications/${created.id}`, {
    headers: { authorization: `Bearer ${created.accessToken}` },
  });
  expect(res.status()).toBe(200);
  const view = (await res.json()) as { applicants: { details: { firstName?: string } }[] };
  return view.applicants[0]?.details.firstName;
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /sav|device/i });

test('offline for ten seconds: a handful of attempts at most, and the save completes when back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const { created, firstName } = await openStep2(page, request);
  const saves: Request[] = [];
  page.on('request', (r) => {
    if (isDraftSave(r)) saves.push(r);
  });

  await firstName.fill('Ada');
  await expect(status(page)).toHaveText('All changes saved.');
  expect(await serverDraftName(request, created)).toBe('Ada');

  await context.setOffline(true);
  const before = saves.length;
  await firstName.fill('Adaline');
  await firstName.press('End');
  await firstName.type('x', { delay: 50 });
  await expect(status(page)).toContainText('kept on this device');
  await page.waitForTimeout(10_000);
  expect(saves.length - before).toBeLessThanOrEqual(3);
  await expect(status(page)).toContainText('kept on this device');

  await context.setOffline(false);
  await expect(status(page)).toHaveText('All changes saved.', { timeout: 10_000 });
  expect(await serverDraftName(request, created)).toBe('Adalinex');
});

test('a 429 with Retry-After: the autosave waits as asked, then saves', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { created, firstName } = await openStep2(page, request);
  let refusing = true;
  let refused = 0;
  await page.route(/\/applicants\/draft$/, async (route) => {
    if (refusing) {
      refused++;
      await route.fulfill({
        status: 429,
        headers: { 'retry-after': '2' },
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many attempts. Please try again later.' }),
      });
    } else await route.continue();
  });

  await firstName.fill('Grace');
  await expect(status(page)).toContainText('kept on this device');
  await page.waitForTimeout(10_000);
  // Retry-After: 2 and a doubling backoff: an attempt every 2 s at the very most.
  expect(refused).toBeGreaterThanOrEqual(2);
  expect(refused).toBeLessThanOrEqual(6);

  refusing = false;
  // The backoff doubles (at most 16 s by the fifth attempt), so the save lands within 25 s.
  await expect(status(page)).toHaveText('All changes saved.', { timeout: 25_000 });
  expect(await serverDraftName(request, created)).toBe('Grace');
});

test('edits while a save is in flight wait for it and go in one request', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { created, firstName } = await openStep2(page, request);
  let inFlight = 0;
  let most = 0;
  let sent = 0;
  await page.route(/\/applicants\/draft$/, async (route) => {
    sent++;
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    try {
      await route.continue();
    } finally {
      inFlight--;
    }
  });

  await firstName.fill('Hedy');
  // The first save is now held for 2.5 s; type on in small bursts during it.
  await expect.poll(() => sent).toBe(1);
  for (const letter of ['L', 'a', 'm', 'a', 'r']) {
    await firstName.press('End');
    await firstName.type(letter);
    await page.waitForTimeout(400);
  }
  await expect(status(page)).toHaveText('All changes saved.', { timeout: 15_000 });
  expect(most).toBe(1);
  expect(sent).toBeLessThanOrEqual(3);
  expect(await serverDraftName(request, created)).toBe('HedyLamar');
});
