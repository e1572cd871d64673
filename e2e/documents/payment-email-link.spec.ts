import { createPaidApplication } from './documents-support';
import { header, resumeLinkIn, waitForEmail } from '../support/outbox';
import { storedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// The payment email's 'Upload documents' button opens the documents step on any device: it is
// a resume link with a single-use code, not a bare /apply/documents that a browser without the
// application would open as an empty step 1.

test('the payment email opens the documents step in a browser that never saw the application', async ({
  browser,
  request,
}) => {
  const paid = await createPaidApplication(request, 1);
  const email = await waitForEmail(
    (eml) =>
      header(eml, 'Subject') === `Payment received for application ${paid.applicationNumber}`,
  );
  const link = resumeLinkIn(email);
  expect(link).toMatch(/\/apply\/resume#code=/);

  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await page.goto(link);
  await expect(page).toHaveURL(/\/apply\/documents$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await storedSession(page)).applicationNumber).toBe(paid.applicationNumber);
  await context.close();
});
