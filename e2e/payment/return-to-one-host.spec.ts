import { CARDS, createSubmittedApplication, payWithCard, paymentStatus } from '../support/payment';
import { seedSession, storedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// One origin per service: a page asked for on another host name goes to PUBLIC_URL (here
// http://127.0.0.1:<port>), and a browser that lost the application on the way to the payment
// provider gets it back from the provider's return link (a short-lived single-use code).

test('a visitor who starts on localhost is sent to the one address and pays there', async ({
  page,
  request,
  baseURL,
}) => {
  const canonical = new URL(baseURL!);
  await useLanguage(page, 'en');
  await page.goto(`http://localhost:${canonical.port}/apply/trip?visaType=business`);
  await expect(page).toHaveURL(`${canonical.origin}/apply/trip?visaType=business`);

  const application = await createSubmittedApplication(request);
  await seedSession(page, application);
  await page.goto(`http://localhost:${canonical.port}/apply/payment`);
  await expect(page).toHaveURL(`${canonical.origin}/apply/payment`);
  await page.getByRole('button', { name: 'Pay Securely' }).click();
  await payWithCard(page, CARDS.success);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/apply\/documents/);
  expect((await storedSession(page)).applicationNumber).toBe(application.applicationNumber);
});

test('a browser that lost the application gets it back from the payment return link', async ({
  browser,
  page,
  request,
}) => {
  const application = await createSubmittedApplication(request);
  await useLanguage(page, 'en');
  await seedSession(page, application);
  await page.goto('/apply/payment');
  await page.getByRole('button', { name: 'Pay Securely' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}$/);
  const gateway = page.url();

  // The same hosted page in a browser that holds nothing (storage cleared, another device).
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await useLanguage(fresh, 'en');
  await fresh.goto(gateway);
  await payWithCard(fresh, CARDS.success);
  await expect(fresh.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(fresh).toHaveURL(/\/apply\/documents/);
  const recovered = await storedSession(fresh);
  expect(recovered).toMatchObject({
    id: application.id,
    applicationNumber: application.applicationNumber,
  });
  // A session of its own: the access token itself never travelled through the provider.
  expect(recovered.accessToken).not.toBe(application.accessToken);
  expect(fresh.url()).not.toContain('resume=');
  expect((await paymentStatus(request, application)).status).toBe('paid');
  await context.close();
});
