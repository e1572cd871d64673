import { request as apiRequest } from '@playwright/test';
import { startServer, type RunningServer } from '../support/global-setup';
import { CARDS, createSubmittedApplication, payWithCard, paymentStatus } from '../support/payment';
import { seedSession, storedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// The default configuration, as a newcomer runs it: no PUBLIC_URL, the default HOST, a fresh
// DATA_DIR and the embedded database in it (never the shared database of the other specs, whose
// counters for 127.0.0.1 they have already spent). Whichever loopback name the traveller opened, the hosted payment page and the way
// back stay on it, so the browser's CSP (form-action 'self') lets the return through and the
// application in that origin's storage is found again (docs/requirements/product-decisions.md,
// "One address").

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({
    PUBLIC_URL: undefined,
    HOST: undefined,
    TRUST_PROXY: undefined,
    DATABASE_URL: undefined,
  });
});
test.afterAll(() => server?.stop());

for (const host of ['127.0.0.1', 'localhost']) {
  test(`with PUBLIC_URL unset, a traveller who opened ${host} pays and comes back to ${host}`, async ({
    page,
  }) => {
    const origin = `http://${host}:${server.port}`;
    const api = await apiRequest.newContext({ baseURL: origin });
    const application = await createSubmittedApplication(api);
    await useLanguage(page, 'en');
    await seedSession(page, application);

    await page.goto(`${origin}/apply/payment`);
    await expect(page).toHaveURL(`${origin}/apply/payment`);
    await page.getByRole('button', { name: 'Pay Securely' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/pay/sandbox/[0-9a-f-]{36}$`));
    await payWithCard(page, CARDS.success);

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${origin}/apply/documents`));
    expect((await storedSession(page)).applicationNumber).toBe(application.applicationNumber);
    expect((await paymentStatus(api, application)).status).toBe('paid');
    await api.dispose();
  });
}
