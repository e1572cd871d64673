import { addDays, addYears } from '@/domain/dates';
import { formatUsd } from '@/domain/pricing';
import { calculatePrice } from '@/domain/test-support/default-prices';
import { expect, test, useLanguage } from '../support/test';
import { createApplicationViaApi } from '../support/applications-api';
import {
  drawSignature,
  fillApplicant,
  fillPersonal,
  fillTrip,
  person,
  pickDate,
  radioIn,
  applicantPanel,
} from '../support/wizard-forms';
import { header, resumeLinkIn, waitForEmail } from '../support/outbox';
import { seedSession, storedSession, today, uniqueEmail } from '../support/stored-session';

// The applicant wizard, steps 1-3, as an applicant uses it: every field through the UI, a
// reload and Back/Forward on the way, a drawn signature, and the confirmation email (with the
// signed PDF) in the outbox. Without SMTP_URL the server writes each email as an .eml file.

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('two applicants through steps 1-3, a reload midway, and the confirmation email with the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('wizard');
  // Each step below names the part of the journey a failure belongs to.
  const session = await test.step('step 1: trip details with the live price for two', async () => {
    await page.goto('/apply');
    await expect(page).toHaveURL(/\/apply\/trip$/);
    await fillTrip(page, { email, applicants: 2 });
    const price = calculatePrice({
      visaType: 'tourist',
      touristValidity: '1-year',
      numberOfApplicants: 2,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    });
    const summary = page.getByRole('region', { name: 'Price summary' });
    await expect(summary).toContainText('Total for 2 applicants');
    await expect(summary).toContainText('Government fee (Tourist e-Visa, 1 year)');
    await expect(summary).toContainText(formatUsd(price.totalAmount));
    await page.getByRole('button', { name: 'Continue to applicant details' }).click();
    await expect(page).toHaveURL(/\/apply\/applicants$/);
    const stored = await storedSession(page);
    expect(stored.applicationNumber).toMatch(/^EV\d{4}[A-Z0-9]{8}$/);
    expect(stored.accessToken).toBeTruthy();
    return stored;
  });

  await test.step('step 2: applicant 1 partly typed survives a reload', async () => {
    let panel = page.locator(applicantPanel);
    await fillPersonal(panel, person(0));
    await radioIn(panel, 'Gender', 'Female').check();
    await page.reload();
    panel = page.locator(applicantPanel);
    await expect(panel.getByRole('textbox', { name: 'First name(s)', exact: true })).toHaveValue(
      'Jane',
    );
    await expect(panel.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(
      'Traveller',
    );
    const birth = panel.getByRole('group', { name: 'Date of birth', exact: true });
    const [year, month, day] = person(0).dateOfBirth.split('-');
    await expect(birth.getByRole('combobox', { name: 'Day', exact: true })).toHaveValue(day ?? '');
    await expect(birth.getByRole('combobox', { name: 'Month', exact: true })).toHaveValue(
      month ?? '',
    );
    await expect(birth.getByRole('combobox', { name: 'Year', exact: true })).toHaveValue(
      year ?? '',
    );
    await expect(radioIn(panel, 'Gender', 'Female')).toBeChecked();
    // Step 1 kept its answers too.
    await expect(page.getByRole('tab', { name: /Applicant 2/ })).toBeVisible();
  });

  await test.step('step 2: both applicants completed and saved', async () => {
    let panel = page.locator(applicantPanel);
    await fillApplicant(panel, person(0));
    await page.getByRole('button', { name: 'Next: applicant 2' }).click();
    await expect(page.getByRole('tab', { name: /Applicant 2/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: /Applicant 1.*complete/ })).toBeVisible();
    panel = page.locator(applicantPanel);
    await expect(panel.getByRole('textbox', { name: 'First name(s)', exact: true })).toHaveValue(
      '',
    );
    await fillApplicant(panel, person(1));
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Information Saved').first()).toBeVisible();
    await expect(page).toHaveURL(/\/apply\/agreement$/);
  });

  await test.step('Back and Forward keep the step and the data', async () => {
    // Which applicant's tab shows first depends on whether the agreement step had finished
    // loading before Back, so both are opened.
    await page.goBack();
    await expect(page).toHaveURL(/\/apply\/applicants$/);
    for (const [tab, firstName] of [
      [/Applicant 1/, person(0).firstName],
      [/Applicant 2/, person(1).firstName],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(
        page.locator(applicantPanel).getByRole('textbox', { name: 'First name(s)', exact: true }),
      ).toHaveValue(firstName);
    }
    await page.goForward();
    await expect(page).toHaveURL(/\/apply\/agreement$/);
  });

  await test.step('step 3: refused without consents and signature, then signed', async () => {
    await expect(
      page.getByRole('textbox', { name: 'Full name of the person signing' }),
    ).toHaveValue('Jane Traveller');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Legal Agreement Required').first()).toBeVisible();
    await expect(page.locator('#signature-error')).toHaveText(
      'Digital signature is required to proceed',
    );
    await expect(page).toHaveURL(/\/apply\/agreement$/);
    for (const policy of ['Privacy Policy', 'Terms of Service']) {
      const link = page.getByRole('main').getByRole('link', { name: policy, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await drawSignature(page);
    await expect(page.getByText('Digital signature is required to proceed')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application Submitted Successfully').first()).toBeVisible();
    await expect(page).toHaveURL(/\/apply\/payment$/);
  });

  const number = session.applicationNumber;
  const confirmation = await test.step('the confirmation email with the signed PDF', async () => {
    const eml = await waitForEmail(
      (text) => header(text, 'Subject') === `Application ${number} received`,
    );
    expect(header(eml, 'To')).toBe(email);
    expect(eml).toMatch(/Content-Type: application\/pdf/i);
    expect(eml).toContain(`signed-agreement-${number}.pdf`);
    return eml;
  });

  await test.step('its resume link opens the application in a fresh browser', async () => {
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await useLanguage(fresh, 'en');
    await fresh.goto(resumeLinkIn(confirmation));
    await expect(fresh).toHaveURL(/\/apply\/payment$/);
    const progress = fresh.getByRole('navigation', { name: 'Application progress' });
    await expect(progress.locator('[aria-current="step"]')).toContainText('Payment');
    expect((await storedSession(fresh)).applicationNumber).toBe(number);
    await context.close();
  });
});

test('validation messages appear live and clear when the answer is corrected', async ({
  page,
  request,
}) => {
  // Step 1: 'required' under each field on Continue, gone once the field is answered.
  await page.goto('/apply/trip');
  await page.getByRole('button', { name: 'Continue to applicant details' }).click();
  // Each says what to do ('Choose a visa type'); the error summary takes focus.
  const required = page.locator('form p[id$="-error"]');
  await expect(page.locator('#visaType-error')).toHaveText('Choose a visa type');
  expect(await required.count()).toBeGreaterThanOrEqual(6);
  const before = await required.count();
  const visaType = page.getByRole('combobox', { name: 'Visa type', exact: true });
  await expect(visaType).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await visaType.selectOption('business');
  await expect(visaType).not.toHaveAttribute('aria-invalid');
  await expect(required).toHaveCount(before - 1);
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('not-an-email');
  await expect(page.locator('#email-error')).toHaveText('Valid email is required');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('fixed@example.com');
  await expect(page.locator('#email-error')).toHaveCount(0);

  // Step 2, on an application made through the API and held in local storage.
  const created = await createApplicationViaApi(request);
  await seedSession(page, created);
  await page.goto('/apply/applicants');
  const panel = page.locator(applicantPanel);

  const firstName = panel.getByRole('textbox', { name: 'First name(s)', exact: true });
  await firstName.fill('J');
  await firstName.blur();
  await expect(panel.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await firstName.fill('Jo');
  await expect(panel.getByText('First name must be at least 2 characters')).toHaveCount(0);

  // Dates are compared with each other as soon as they are picked.
  await pickDate(panel, 'Date of arrival in India', addDays(today(), 30));
  await pickDate(panel, 'Date of departure from India', addDays(today(), 20));
  await expect(panel.getByText('Departure date must be after arrival date')).toBeVisible();
  await expect(panel.getByText('Please check date consistency between fields')).toBeVisible();
  await pickDate(panel, 'Date of departure from India', addDays(today(), 40));
  await expect(panel.getByText('Departure date must be after arrival date')).toHaveCount(0);
  await expect(panel.getByText('Please check date consistency between fields')).toHaveCount(0);
  await pickDate(panel, 'Date of expiry', addYears(today(), -1));
  await expect(
    panel.getByText('Passport must be valid for at least 6 months from today'),
  ).toBeVisible();

  // A 'yes' opens its details field, which then needs an answer.
  await radioIn(panel, /SAARC/, 'Yes').check();
  const details = panel.getByRole('textbox', {
    name: 'Which countries, in which years, and how many times?',
  });
  await expect(details).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    panel.getByText(
      'Please give the countries, years and number of visits (at least 10 characters)',
    ),
  ).toBeVisible();
  await expect(panel.getByText('Enter the date of birth')).toBeVisible();
  await expect(page).toHaveURL(/\/apply\/applicants$/);
  await radioIn(panel, /SAARC/, 'No').check();
  await expect(details).toHaveCount(0);
  await expect(
    panel.getByText(
      'Please give the countries, years and number of visits (at least 10 characters)',
    ),
  ).toHaveCount(0);
});

test('Back and Forward keep the step, and nobody skips an unfinished step', async ({
  page,
  request,
}) => {
  // A new visitor asking for a later step starts at step 1.
  for (const step of ['applicants', 'agreement', 'payment', 'documents', 'done']) {
    await page.goto(`/apply/${step}`);
    await expect(page).toHaveURL(/\/apply\/trip$/);
  }

  const created = await createApplicationViaApi(request, { email: uniqueEmail('back') });
  await seedSession(page, created);
  // Applicants not complete: the agreement is not open yet.
  await page.goto('/apply/agreement');
  await expect(page).toHaveURL(/\/apply\/applicants$/);

  await page.goto('/apply/trip');
  await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toHaveValue(
    /^back\./,
  );
  await page.getByRole('button', { name: 'Continue to applicant details' }).click();
  await expect(page).toHaveURL(/\/apply\/applicants$/);
  await page
    .locator(applicantPanel)
    .getByRole('textbox', { name: 'Last name', exact: true })
    .fill('Kept');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/apply\/trip$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/apply\/applicants$/);
  await expect(
    page.locator(applicantPanel).getByRole('textbox', { name: 'Last name', exact: true }),
  ).toHaveValue('Kept');
  await page.goForward();
  await expect(page).toHaveURL(/\/apply\/trip$/);
  await expect(page.getByRole('heading', { name: 'Information for e-Visa' })).toBeVisible();

  // 'Finish later' emails a resume link to the address on record.
  await page.goBack();
  await page.getByRole('button', { name: 'Finish later' }).click();
  await expect(page.getByText('Link sent').first()).toBeVisible();
  await waitForEmail(
    (eml) => header(eml, 'Subject') === `Continue your application ${created.applicationNumber}`,
  );
});
