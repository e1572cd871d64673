import { expect, test, useLanguage } from '../support/test';
import {
  createApplicationViaApi,
  saveApplicantsViaApi,
  saveDraftsViaApi,
  signAgreementViaApi,
} from '../support/applications-api';
import { drawSignature, applicantPanel } from '../support/wizard-forms';
import { header, resumeLinkIn, waitForEmail } from '../support/outbox';
import { seedSession, storedSession, uniqueEmail } from '../support/stored-session';

// Save and resume: an emailed link, or the application stored in local storage (the contract
// other features rely on), brings the applicant back to the step the server says; the specification's
// standalone /legal-agreement, /payment and /documents pages work on that stored application.

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a resume link opens a half-filled application in a fresh browser, with its answers', async ({
  browser,
  request,
}) => {
  const created = await createApplicationViaApi(request, {
    email: uniqueEmail('resume'),
    numberOfApplicants: 2,
  });
  await saveDraftsViaApi(request, created, [{ firstName: 'Resumed', lastName: 'Person' }]);
  const res = await request.post(`/api/applications/${created.id}/resume-link`, {
    headers: { authorization: `Bearer ${created.accessToken}` },
  });
  expect(res.status()).toBe(200);
  const email = await waitForEmail(
    (eml) => header(eml, 'Subject') === `Continue your application ${created.applicationNumber}`,
  );

  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await page.goto(resumeLinkIn(email));
  await expect(page).toHaveURL(/\/apply\/applicants$/);
  const panel = page.locator(applicantPanel);
  await expect(panel.getByRole('textbox', { name: 'First name(s)', exact: true })).toHaveValue(
    'Resumed',
  );
  await expect(panel.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(
    'Person',
  );
  await expect(page.getByRole('tab', { name: /Applicant 2/ })).toBeVisible();
  // The link carries a single-use code, never the access token; it opened a session of its own.
  const link = resumeLinkIn(email);
  expect(link).toMatch(/\/apply\/resume#code=[A-Za-z0-9_-]{43}$/);
  expect(email).not.toContain(created.accessToken);
  const session = await storedSession(page);
  expect(session).toMatchObject({ id: created.id, applicationNumber: created.applicationNumber });
  expect(session.accessToken).not.toBe(created.accessToken);
  await context.close();

  // Opened once, the link opens nothing again, and says what to do instead.
  const second = await browser.newContext();
  const again = await second.newPage();
  await useLanguage(again, 'en');
  await again.goto(link);
  await expect(again.getByText('This link cannot be opened')).toBeVisible();
  await expect(again.getByText(/already been used/)).toBeVisible();
  await expect(again.getByRole('link', { name: 'Check my status' })).toBeVisible();
  await expect(again.getByRole('link', { name: 'Start a new application' })).toBeVisible();
  // A damaged link says so instead of opening anything.
  await again.goto('/');
  await again.goto('/apply/resume#id=nothing');
  await expect(again.getByText('This link cannot be opened')).toBeVisible();
  await second.close();
});

test('a stored id, number and token are enough: the wizard continues where the server says', async ({
  page,
  request,
}) => {
  const created = await createApplicationViaApi(request);
  await saveApplicantsViaApi(request, created, 1);
  await signAgreementViaApi(request, created);
  await seedSession(page, created);

  // /apply lists the device's applications; Continue goes where the server says.
  await page.goto('/apply');
  await page
    .getByRole('listitem')
    .filter({ hasText: created.applicationNumber })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(/\/apply\/payment$/);
  // The signed agreement can be viewed, not signed again.
  await page.goto('/apply/agreement');
  await expect(page.getByText('The agreement is signed')).toBeVisible();
  await expect(page.getByText('Signed by Api Signer')).toBeVisible();
  // The specification's standalone pages lead into the wizard, keeping the gateway's query string.
  // (The payment step then clears the query, by design: the notice proves it arrived.)
  await page.goto('/payment?payment=cancelled');
  await expect(page.getByTestId('payment-cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\/apply\/payment$/);
  await page.goto('/documents');
  await expect(page).toHaveURL(/\/apply\/payment$/); // not paid: documents is not open yet
  await page.goto('/legal-agreement');
  await expect(page.getByText('The agreement is signed')).toBeVisible();
});

test('the standalone legal agreement page signs the stored application', async ({
  page,
  request,
}) => {
  const created = await createApplicationViaApi(request, { email: uniqueEmail('standalone') });
  await saveApplicantsViaApi(request, created, 1);
  await seedSession(page, created);
  await page.goto('/legal-agreement');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Agreement' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/payment');
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await drawSignature(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Legal Agreement Completed').first()).toBeVisible();
  // Success goes to /documents, which sends an unpaid application on to payment.
  await expect(page).toHaveURL(/\/apply\/payment$/);
  await waitForEmail(
    (eml) => header(eml, 'Subject') === `Application ${created.applicationNumber} received`,
  );
});

test('without an application the standalone pages start the wizard', async ({ page }) => {
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/apply\/trip$/);
  await page.goto('/documents');
  await expect(page).toHaveURL(/\/apply\/trip$/);
  await page.goto('/legal-agreement');
  await expect(page.getByText('No application in progress')).toBeVisible();
});
