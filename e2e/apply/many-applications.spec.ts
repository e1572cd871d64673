import type { Page } from '@playwright/test';
import { createPaidApplication, passportPdf, photoJpeg } from '../documents/documents-support';
import { seriousViolations } from '../support/axe';
import { expect, test, useLanguage } from '../support/test';
import {
  createApplicationViaApi,
  saveApplicantsViaApi,
  signAgreementViaApi,
} from '../support/applications-api';
import { header, resumeLinkIn, waitForEmail } from '../support/outbox';
import { CARDS, createSubmittedApplication, payWithCard } from '../support/payment';
import {
  seedSession,
  storedSession,
  uniqueEmail,
  type ApiApplication,
} from '../support/stored-session';
import { fillTrip } from '../support/wizard-forms';

// Several applications from one browser, and a lost link
// (docs/requirements/lost-link-and-device-applications.md).

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const DEVICE_LIST_KEY = 'evisa.applications';

/** The device's entry for one application, on /apply or /check-status. */
const entry = (page: Page, applicationNumber: string) =>
  page.getByRole('listitem').filter({ hasText: `VISA-${applicationNumber}` });

/** Pays the current application on the wizard's payment step with the sandbox's success card. */
async function payOnPaymentStep(page: Page) {
  await expect(page).toHaveURL(/\/apply\/payment$/);
  await page.getByRole('button', { name: 'Pay Securely' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}$/);
  await payWithCard(page, CARDS.success);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/apply\/documents/);
}

test('a second application from the same browser: both are kept, listed on /apply and /check-status', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The first application: made ready through the API, held by this browser, paid here.
  const first = await createSubmittedApplication(request);
  await seedSession(page, first);
  await page.goto('/apply/payment');
  await payOnPaymentStep(page);

  // "Apply Now" lists it, with the server's status, and offers a new application.
  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your applications' })).toBeVisible();
  await expect(entry(page, first.applicationNumber)).toContainText('Payment Received');
  await expect(entry(page, first.applicationNumber)).toContainText('Current');
  await page.getByRole('button', { name: 'Start a new application' }).click();

  // The second: step 1 starts empty; the first stays on the device.
  await expect(page).toHaveURL(/\/apply\/trip$/);
  await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toHaveValue('');
  await fillTrip(page, { email: uniqueEmail('second'), applicants: 1 });
  await page.getByRole('button', { name: 'Continue to applicant details' }).click();
  await expect(page).toHaveURL(/\/apply\/applicants$/);
  const second = await storedSession(page);
  expect(second.id).not.toBe(first.id);
  // Steps 2 and 3 through the API (the wizard's own tests cover them), then paid here.
  await saveApplicantsViaApi(request, second, 1);
  await signAgreementViaApi(request, second);
  await page.goto('/apply');
  await expect(entry(page, second.applicationNumber)).toContainText('Pending');
  await entry(page, second.applicationNumber).getByRole('button', { name: 'Continue' }).click();
  await payOnPaymentStep(page);

  // Both on /apply, newest first, each with its status from the server.
  await page.goto('/apply');
  const list = page.getByRole('list', { name: 'Your applications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(second.applicationNumber);
  for (const application of [first, second])
    await expect(entry(page, application.applicationNumber)).toContainText('Payment Received');
  await expect(entry(page, second.applicationNumber)).toContainText('Current');

  // And on /check-status, where Continue makes the first one current again.
  await page.goto('/check-status');
  const onDevice = page.getByRole('list', { name: 'Applications on this device' });
  await expect(onDevice.getByRole('listitem')).toHaveCount(2);
  for (const application of [first, second])
    await expect(entry(page, application.applicationNumber)).toContainText('Payment Received');
  await entry(page, first.applicationNumber).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apply\/documents$/);
  expect(await storedSession(page)).toMatchObject({
    id: first.id,
    applicationNumber: first.applicationNumber,
    accessToken: first.accessToken,
  });

  // The tokens stay in storage: never on the page, never in an address.
  const html = await page.content();
  expect(html).not.toContain(first.accessToken);
  expect(html).not.toContain(second.accessToken);
  const stored = await page.evaluate((key) => localStorage.getItem(key), DEVICE_LIST_KEY);
  expect(stored).toContain(second.accessToken);
});

test('a complete application is viewed: its confirmation on /apply, its status in place on /check-status', async ({
  page,
  request,
}) => {
  const done = await createPaidApplication(request, 1);
  for (const [documentType, file] of [
    ['passport', await passportPdf('passport-scan.pdf')],
    ['photo', await photoJpeg(page, 'face.jpg')],
  ] as const) {
    const res = await request.post(`/api/applications/${done.id}/documents`, {
      headers: { authorization: `Bearer ${done.accessToken}` },
      multipart: { documentType, applicant: '0', file },
    });
    expect(res.status()).toBe(201);
  }
  const completed = await request.post(`/api/applications/${done.id}/complete`, {
    headers: { authorization: `Bearer ${done.accessToken}` },
  });
  expect(completed.status()).toBe(200);
  const other = await createSubmittedApplication(request);
  await seedSession(page, other);
  // The complete one was opened in this browser before (it is in the list, not current).
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key as string))
        localStorage.setItem(key as string, value as string);
    },
    [DEVICE_LIST_KEY, JSON.stringify({ version: 1, applications: [done] })] as const,
  );

  await page.goto('/check-status');
  await expect(entry(page, done.applicationNumber)).toContainText('Processing');
  await expect(
    entry(page, done.applicationNumber).getByRole('button', { name: 'Continue' }),
  ).toHaveCount(0);
  await entry(page, done.applicationNumber).getByRole('button', { name: 'View' }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Application .?${done.applicationNumber}`) }),
  ).toBeFocused();
  await expect(page.getByRole('list', { name: 'Progress' })).toBeVisible();
  expect((await storedSession(page)).id).toBe(other.id); // looking is not switching

  await page.goto('/apply');
  await entry(page, done.applicationNumber).getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/apply\/done$/);
  await expect(page.getByText(`VISA-${done.applicationNumber}`)).toBeVisible();
  expect((await storedSession(page)).id).toBe(done.id);
  // The confirmation starts a new application too; the complete one stays listed.
  await page.getByRole('button', { name: 'Start a new application' }).click();
  await expect(page).toHaveURL(/\/apply\/trip$/);
  await page.goto('/apply');
  await expect(
    page.getByRole('list', { name: 'Your applications' }).getByRole('listitem'),
  ).toHaveCount(2);
});

/** A browser holding `kept` as its application and, in its list, one the server does not know. */
async function seedWithDeadEntry(page: Page, kept: ApiApplication) {
  await seedSession(page, kept);
  const dead = { ...kept, id: '00000000-0000-4000-8000-000000000000', applicationNumber: DEAD };
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key as string))
        localStorage.setItem(key as string, value as string);
    },
    [DEVICE_LIST_KEY, JSON.stringify({ version: 1, applications: [dead] })] as const,
  );
  return dead;
}
const DEAD = 'EV2026ZZZZZZZZ';

test('an application whose token no longer works shows as unavailable, and can be forgotten', async ({
  page,
  request,
}) => {
  const kept = await createSubmittedApplication(request);
  const dead = await seedWithDeadEntry(page, kept);

  await page.goto('/check-status');
  const gone = entry(page, dead.applicationNumber);
  await expect(gone).toContainText('can no longer be opened from this device');
  await expect(gone.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(entry(page, kept.applicationNumber)).toContainText('Pending');

  await gone.getByRole('button', { name: 'Forget on this device' }).click();
  await expect(gone.getByText(/^Forget .?VISA-EV2026ZZZZZZZZ.? on this device\?/)).toBeFocused();
  await gone.getByRole('button', { name: 'Keep' }).click();
  await expect(gone.getByRole('button', { name: 'Forget on this device' })).toBeFocused();
  await gone.getByRole('button', { name: 'Forget on this device' }).click();
  await gone.getByRole('button', { name: 'Forget', exact: true }).click();
  await expect(entry(page, dead.applicationNumber)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'is no longer kept' })).toHaveText(
    /^.?VISA-EV2026ZZZZZZZZ.? is no longer kept on this device\.$/,
  );
  await expect(page.getByRole('heading', { name: 'Applications on this device' })).toBeFocused();
  const stored = await page.evaluate((key) => localStorage.getItem(key), DEVICE_LIST_KEY);
  expect(stored).not.toContain(dead.id);
  expect(stored).toContain(kept.id);
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the lists and "Lost your link?" pass axe on /apply and /check-status`, async ({
    browser,
    request,
  }) => {
    const kept = await createSubmittedApplication(request);
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, language);
    await seedWithDeadEntry(page, kept);
    for (const path of ['/apply', '/check-status']) {
      await page.goto(path);
      await expect(entry(page, DEAD).getByRole('button')).toBeVisible();
      // Continue, Forget, and Sign out on other devices.
      await expect(entry(page, kept.applicationNumber).getByRole('button')).toHaveCount(3);
      await page.locator('summary').click(); // "Lost your link?" opened
      await expect(
        page.getByRole('button', { name: /^(Email me a new link|أرسل لي رابطًا جديدًا)$/ }),
      ).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  });
}

test('a used resume link offers a new one by email and number, sent to the address on record', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('lost');
  const created = await createApplicationViaApi(request, { email });

  await page.goto('/apply/resume#code=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByText('This link cannot be opened')).toBeVisible();
  const form = page.getByRole('region', { name: 'Ask for a new link' });
  await form.getByRole('button', { name: 'Email me a new link' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(2);
  await form.getByRole('textbox', { name: 'Email address' }).fill(`  ${email.toUpperCase()} `);
  await form
    .getByRole('textbox', { name: 'Application number' })
    .fill(`visa-${created.applicationNumber}`);
  await form.getByRole('button', { name: 'Email me a new link' }).click();
  await expect(form.getByRole('status')).toContainText('Check your email');
  await expect(form.getByRole('status')).toBeFocused();

  const mail = await waitForEmail(
    (eml) => header(eml, 'Subject') === `Continue your application ${created.applicationNumber}`,
  );
  expect(header(mail, 'To')).toContain(email);
  await page.goto('/'); // the link opens as a new page, not as a new fragment of this one
  await page.goto(resumeLinkIn(mail));
  await expect(page).toHaveURL(/\/apply\/applicants$/);
  expect(await storedSession(page)).toMatchObject({ id: created.id });
});

test('"Sign out on other devices" from an emailed link: the first browser is told its access ended', async ({
  browser,
  page,
  request,
}) => {
  const created = await createApplicationViaApi(request, { email: uniqueEmail('signout') });
  await seedSession(page, created);
  await page.goto('/check-status');
  await expect(entry(page, created.applicationNumber)).toContainText('Continue');

  const res = await request.post(`/api/applications/${created.id}/resume-link`, {
    headers: { authorization: `Bearer ${created.accessToken}` },
  });
  expect(res.status()).toBe(200);
  const email = await waitForEmail(
    (eml) => header(eml, 'Subject') === `Continue your application ${created.applicationNumber}`,
  );
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await phone.newPage();
  await useLanguage(other, 'en');
  await other.goto(resumeLinkIn(email));
  await expect(other).toHaveURL(/\/apply\/applicants$/);
  await other.goto('/check-status');
  const mine = entry(other, created.applicationNumber);
  await mine.getByRole('button', { name: 'Sign out on other devices' }).click();
  await expect(mine.getByRole('status')).toHaveText(
    'Signed out on 1 other device or email link. This device keeps the application.',
  );
  await phone.close();

  await page.reload();
  const ended = entry(page, created.applicationNumber);
  await expect(ended).toContainText('this device can no longer open the application');
  await expect(ended.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(ended.getByRole('button', { name: 'Forget on this device' })).toBeVisible();
});
