import type { Page } from '@playwright/test';
import { addOnDeliveryBusinessDays } from '@/domain/add-ons';
import { applicantPanel } from '../support/wizard-forms';
import { expect, test, useLanguage } from '../support/test';
import { seriousViolations } from '../support/axe';
import ar from '@/web/locales/apply/ar.json' with { type: 'json' };
import en from '@/web/locales/apply/en.json' with { type: 'json' };
import { createApplicationViaApi, saveApplicantsViaApi } from '../support/applications-api';
import { seedSession } from '../support/stored-session';

const copy = { en, ar };

// The wizard is used mostly on phones: every step must fit a 390 px screen without sideways
// scrolling, in English and in Arabic (right to left), and pass axe without serious or critical
// violations. Screenshots are kept in the test's output folder for a person to look at.

async function fitsWidth(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, 'no sideways scrolling').toBeLessThanOrEqual(widths.viewport);
}

for (const language of ['en', 'ar'] as const) {
  test(`every step fits a phone and passes axe (${language})`, async ({ page, request }, info) => {
    // About twenty pages and axe scans: near two minutes on a loaded 2-core machine.
    test.setTimeout(240_000);
    await useLanguage(page, language);
    const shoot = (name: string) =>
      page.screenshot({ path: info.outputPath(`${language}-${name}.png`), fullPage: true });

    // A new visitor's step 1, then with every 'required' message showing.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/apply/trip');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
    await page.getByRole('button', { name: copy[language].trip.next }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await fitsWidth(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot('trip-errors-390');

    // Steps 2 and 3 of an application for two (details saved, so the agreement is open).
    const created = await createApplicationViaApi(request, { numberOfApplicants: 2 });
    await saveApplicantsViaApi(request, created, 2);
    await seedSession(page, created);
    for (const step of ['trip', 'applicants', 'agreement'] as const) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.goto(`/apply/${step}`);
        await expect(page).toHaveURL(new RegExp(`/apply/${step}$`));
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
        await fitsWidth(page);
        if (width === 390) expect(await seriousViolations(page)).toEqual([]);
        await shoot(`${step}-${width}`);
      }
    }

    // The specification's standalone agreement page, on the stored application.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/legal-agreement');
    await expect(
      page.getByRole('img', { name: copy[language].agreement.signature.label }),
    ).toBeVisible();
    await fitsWidth(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot('legal-agreement-390');

    // The searchable country list, open.
    await page.goto('/apply/trip');
    await page.getByRole('combobox', { name: copy[language].trip.phone.countryCode }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await fitsWidth(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot('country-code-open-390');

    // Step 2 with live errors showing (the last check: it leaves applicant 1 incomplete).
    await page.goto('/apply/applicants');
    const firstName = page
      .locator(applicantPanel)
      .getByRole('textbox', { name: copy[language].fields.firstName.label, exact: true });
    await firstName.fill('J');
    await firstName.blur();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await fitsWidth(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot('applicants-error-390');

    // Documents and confirmation need a paid and a finished application; the server's answer
    // is changed in flight, as only its status matters to these two pages.
    for (const [status, step] of [
      ['paid', 'documents'],
      ['approved', 'done'],
    ] as const) {
      await page.route(`**/api/applications/${created.id}`, async (route) => {
        const response = await route.fetch();
        const view = await response.json();
        await route.fulfill({ response, json: { ...view, status, step } });
      });
      await page.goto(`/apply/${step}`);
      await expect(page).toHaveURL(new RegExp(`/apply/${step}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
      await fitsWidth(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(`${step}-390`);
      await page.unrouteAll();
    }
  });
}

test('step 1 says beside each extra what it is and how it arrives after payment', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apply/trip');
  const days = addOnDeliveryBusinessDays;
  // The checkbox's label holds the description, so it is read with the choice.
  const insurance = page.getByRole('checkbox', { name: /^Travel insurance/ });
  await expect(insurance).toHaveAccessibleName(/from a licensed travel insurer/);
  await expect(insurance).toHaveAccessibleName(
    new RegExp(`within ${days} business days?, email each traveller's insurance certificate`),
  );
  const esim = page.getByRole('checkbox', { name: /^Travel eSIM/ });
  await expect(esim).toHaveAccessibleName(/on any phone that supports eSIM/);
  await expect(esim).toHaveAccessibleName(
    new RegExp(`within ${days} business days?, email each traveller's QR code`),
  );
  await fitsWidth(page);
});
