import type { Page } from '@playwright/test';
import { applicantPanel } from '../support/wizard-forms';
import { createApplicationViaApi, saveApplicantsViaApi } from '../support/applications-api';
import { seriousViolations } from '../support/axe';
import { seedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// WCAG 3.3.1 with the GOV.UK error summary: an empty submit of each form shows 'There is a
// problem' at the top, listing each problem as a link to its field; focus moves to the summary
// and the page title starts with 'Error: '.

/** The page's own title, once the page has set it ('Page | Site'). */
async function pageTitle(page: Page) {
  await expect(page).toHaveTitle(/ \| /);
  return page.title();
}

const summaryOf = (page: Page) => page.getByRole('heading', { name: 'There is a problem' });
const box = (page: Page) =>
  page.locator('[aria-labelledby="error-summary-title"]', { has: summaryOf(page) });

async function expectSummary(page: Page, titleBefore: string) {
  await expect(summaryOf(page)).toBeVisible();
  await expect(box(page)).toBeFocused();
  await expect(page).toHaveTitle(`Error: ${titleBefore}`);
  expect(await seriousViolations(page)).toEqual([]);
}

test('step 1: each required field is named, and its link moves focus to it', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/apply/trip');
  const title = await pageTitle(page);
  await page.getByRole('button', { name: 'Continue to applicant details' }).click();
  await expectSummary(page, title);

  const links = box(page).getByRole('link');
  // Each entry is the message alone: it names its field, so the label is not said again.
  await expect(links).toHaveText([
    'Choose a visa type',
    'Choose a processing time',
    'Choose how you will arrive in India',
    'Choose your port of arrival',
    'Enter your email address',
    'Enter your phone number',
  ]);
  // The inline message says the same as the summary.
  await expect(page.locator('#visaType-error')).toHaveText('Choose a visa type');

  await links.filter({ hasText: 'Enter your email address' }).click();
  await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toBeFocused();
  await links.filter({ hasText: 'Choose a processing time' }).click();
  await expect(page.getByRole('radio').first()).toBeFocused();

  // A fixed field leaves the list; the summary stays until the next submit.
  await page.getByRole('combobox', { name: 'Visa type', exact: true }).selectOption('business');
  await expect(links).toHaveCount(5);
  await expect(page).toHaveTitle(/^Error: /);
});

test('step 1: a Tourist e-Visa without its validity is named, linked and fixed', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/apply/trip');
  const title = await pageTitle(page);
  await page.getByRole('combobox', { name: 'Visa type', exact: true }).selectOption('tourist');
  const validity = page.getByRole('group', { name: 'Tourist e-Visa validity' });
  await expect(validity.getByRole('radio')).toHaveCount(3);
  await page.getByRole('button', { name: 'Continue to applicant details' }).click();
  await expectSummary(page, title);

  const link = box(page).getByRole('link', { name: 'Choose the Tourist e-Visa validity' });
  await expect(link).toBeVisible();
  // The message is under the group and read with each of its options.
  await expect(page.locator('#touristValidity-error')).toHaveText(
    'Choose the Tourist e-Visa validity',
  );
  await expect(validity.getByRole('radio').first()).toHaveAttribute(
    'aria-describedby',
    /touristValidity-error/,
  );
  await link.click();
  await expect(validity.getByRole('radio').first()).toBeFocused();
  await validity.getByRole('radio', { name: /^1 year\b/ }).check();
  await expect(page.locator('#touristValidity-error')).toHaveCount(0);
});

test('step 1 in Arabic: the summary reads right to left in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/apply/trip');
  await page.locator('form button[type="submit"]').click();
  const heading = page.getByRole('heading', { name: 'توجد مشكلة' });
  await expect(heading).toBeVisible();
  await expect(page.locator('[aria-labelledby="error-summary-title"]')).toBeFocused();
  await expect(
    page.locator('[aria-labelledby="error-summary-title"]').getByRole('link').first(),
  ).toHaveText('اختر نوع التأشيرة');
  await expect(page).toHaveTitle(/^خطأ: /);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await seriousViolations(page)).toEqual([]);
});

test('step 2 lists the showing applicant field by field and points to the others', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  const created = await createApplicationViaApi(request, { numberOfApplicants: 2 });
  await seedSession(page, created);
  await page.goto('/apply/applicants');
  const title = await pageTitle(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectSummary(page, title);

  const links = box(page).getByRole('link');
  await expect(links.first()).toHaveText('First name must be at least 2 characters');
  await expect(links.last()).toHaveText('Applicant 2 has answers to check');
  // An entry says its field once, in the words shown at the field, without the label before it
  // (on a phone, "Father's nationality: Father nationality is required" filled two lines).
  const fatherNationality = links.filter({ hasText: "Enter the father's nationality" });
  await expect(fatherNationality).toHaveText("Enter the father's nationality");
  await expect(page.locator(applicantPanel).locator('[id$="-fatherNationality-error"]')).toHaveText(
    "Enter the father's nationality",
  );
  const texts = await links.allTextContents();
  expect(texts.filter((text) => /^[^:]{1,60}: /.test(text))).toEqual([]);
  // The three yes/no questions each say which question they are about.
  await expect(links.filter({ hasText: /^Select yes if you have/ })).toHaveCount(3);
  expect(new Set(texts).size).toBe(texts.length);
  await links.first().click();
  await expect(
    page.locator(applicantPanel).getByRole('textbox', { name: 'First name(s)' }),
  ).toBeFocused();

  await links.last().click();
  await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Applicant 2/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Now applicant 2's fields are listed, and applicant 1 is the one pointed to.
  await expect(links.last()).toHaveText('Applicant 1 has answers to check');
});

test('the agreement lists the signer, both boxes and the signature', async ({ page, request }) => {
  await useLanguage(page, 'en');
  const created = await createApplicationViaApi(request);
  await saveApplicantsViaApi(request, created, 1);
  await seedSession(page, created);
  await page.goto('/apply/agreement');
  const title = await pageTitle(page);
  await page.getByRole('textbox', { name: /Full name of the person signing/ }).fill('');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expectSummary(page, title);
  const links = box(page).getByRole('link');
  await expect(links).toHaveCount(4);
  await expect(links.nth(1)).toHaveText('Tick the box to accept the Privacy Policy');
  await links.nth(1).click();
  await expect(page.getByRole('checkbox', { name: /Privacy Policy/ })).toBeFocused();
  // Without a signer's name the pad's buttons are disabled: the signature group takes focus.
  await links.nth(3).click();
  await expect(page.locator('#signature')).toBeFocused();
  await page.getByRole('textbox', { name: /Full name of the person signing/ }).fill('Ada Lovelace');
  await links.last().click();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign with my typed name' })).toBeFocused();
});

test('the support form names each missing field', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/support');
  const title = await pageTitle(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expectSummary(page, title);
  const links = box(page).getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(4);
  await links.first().click();
  await expect(page.locator('#support-name')).toBeFocused();
});

test('the staff sign-in names both fields', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/admin/login');
  const title = await pageTitle(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectSummary(page, title);
  const links = box(page).getByRole('link');
  await expect(links).toHaveText(['Username is required', 'Password is required']);
  await links.last().click();
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('one applicant: the form is a named section, not a tab panel without a tab', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  const created = await createApplicationViaApi(request);
  await seedSession(page, created);
  await page.goto('/apply/applicants');
  await expect(page.getByRole('region', { name: 'Applicant 1', exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  // Every aria-labelledby on the page names an element that exists.
  const dangling = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-labelledby]')].flatMap((element) =>
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter((id) => id && !document.getElementById(id)),
    ),
  );
  expect(dangling).toEqual([]);
});
