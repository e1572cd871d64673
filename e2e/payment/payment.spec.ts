import { formatUsd } from '@/domain/pricing';
import { calculatePrice } from '@/domain/test-support/default-prices';
import { expect, test, useLanguage } from '../support/test';
import {
  CARDS,
  createSubmittedApplication,
  paymentStatus,
  payWithCard,
  startCheckout,
} from '../support/payment';
import { seedSession } from '../support/stored-session';

// The wizard's payment step against the sandbox gateway, in Chromium, as an applicant uses it:
// the application is prepared through the API, the browser holds it as the wizard does.

// The API's test application: a 30-day e-Tourist visa (validCreateApplication).
const price = calculatePrice({
  visaType: 'tourist',
  touristValidity: '30-days',
  numberOfApplicants: 1,
  processingTime: 'normal',
  travelInsurance: false,
  travelEsim: false,
});

test.describe('payment step', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('success card: paid on the server, success state, then document upload', async ({
    page,
    request,
  }) => {
    const application = await createSubmittedApplication(request);
    await seedSession(page, application);
    await page.goto('/apply/payment');

    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await expect(summary).toBeVisible();
    await expect(summary.getByText(application.applicationNumber)).toBeVisible();
    await expect(page.getByTestId('payment-total')).toHaveText(formatUsd(price.totalAmount));
    await expect(
      page.getByRole('button', { name: 'Next: Document Upload (Complete payment first)' }),
    ).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Important' })).toBeVisible();

    await page.getByRole('button', { name: 'Pay Securely' }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}$/);
    await expect(page.getByText(application.applicationNumber, { exact: true })).toBeVisible();
    // The gateway shows the cents: 'Pay $94.00'.
    await expect(
      page.getByRole('button', { name: `Pay ${formatUsd(price.totalAmount)}.00` }),
    ).toBeVisible();
    await payWithCard(page, CARDS.success);

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const status = await paymentStatus(request, application);
    expect(status).toMatchObject({
      status: 'paid',
      payment: { status: 'succeeded', amount: price.totalAmount, currency: 'USD' },
    });
    // specification section 4: a verified success advances by itself after 2 s.
    await expect(page).toHaveURL(/\/apply\/documents/);
  });

  test('declined card: failure screen, Retry, then the success card pays', async ({
    page,
    request,
  }) => {
    const application = await createSubmittedApplication(request);
    await seedSession(page, application);
    await page.goto('/apply/payment');
    await page.getByRole('button', { name: 'Pay Securely' }).click();
    await payWithCard(page, CARDS.declined);

    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('No charges were made to your payment method.')).toBeVisible();
    // The query string is cleared on failure, so a reload does not replay it.
    await expect(page).toHaveURL(/\/apply\/payment$/);
    expect(await paymentStatus(request, application)).toMatchObject({
      status: 'submitted',
      payment: { status: 'failed' },
    });

    await page.getByRole('button', { name: 'Retry Payment' }).click();
    await expect(page.getByRole('button', { name: 'Pay Securely' })).toBeEnabled();
    await page.getByRole('button', { name: 'Pay Securely' }).click();
    await payWithCard(page, CARDS.success);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect((await paymentStatus(request, application)).status).toBe('paid');
  });

  test('browser Back or Cancel on the gateway: back to the order, nothing paid', async ({
    page,
    request,
  }) => {
    const application = await createSubmittedApplication(request);
    await seedSession(page, application);
    await page.goto('/apply/payment');
    await page.getByRole('button', { name: 'Pay Securely' }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Pay Securely' })).toBeEnabled();

    await page.getByRole('button', { name: 'Pay Securely' }).click();
    await page.getByRole('button', { name: /^Cancel and return to/ }).click();

    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay Securely' })).toBeEnabled();
    await expect(page).toHaveURL(/\/apply\/payment$/);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(await paymentStatus(request, application)).toMatchObject({
      status: 'submitted',
      payment: { status: 'cancelled' },
    });
  });

  test('3-D Secure card: the challenge page, then paid', async ({ page, request }) => {
    const application = await createSubmittedApplication(request);
    await seedSession(page, application);
    await page.goto('/apply/payment');
    await page.getByRole('button', { name: 'Pay Securely' }).click();
    await payWithCard(page, CARDS.threeDs);

    await expect(page).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}\/3ds$/);
    await expect(page.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible();
    expect((await paymentStatus(request, application)).status).toBe('submitted');
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect((await paymentStatus(request, application)).status).toBe('paid');
  });

  test('coming back with payment=success, without paying, marks nothing paid', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const application = await createSubmittedApplication(request);
    const checkout = await startCheckout(request, application);
    const ref = checkout.pathname.split('/').pop()!;
    await seedSession(page, application);

    // The described success page: it claims nothing the server has not confirmed.
    await page.goto(`/payment-success?ref=${ref}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.getByTestId('payment-reference')).toHaveText(ref);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
    // After 3 s it hands over to the payment step, which asks the server.
    await expect(page).toHaveURL(
      new RegExp(`/apply/payment\\?payment=success&ref=${ref}#payment-success$`),
    );
    await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();

    // A forged return straight to the step: it waits for the server, which never agrees.
    await page.goto(`/apply/payment?payment=success&ref=${ref}`);
    await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Your payment is not confirmed yet' }),
    ).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Next: Document Upload (Complete payment first)' }),
    ).toBeDisabled();
    expect(await paymentStatus(request, application)).toMatchObject({
      status: 'submitted',
      payment: { status: 'pending', reference: ref },
    });

    // The checkout is still payable, and paying it then is what marks the application paid.
    await page.getByRole('button', { name: 'Back to payment' }).click();
    await expect(page.getByRole('button', { name: 'Pay Securely' })).toBeEnabled();
    expect((await paymentStatus(request, application)).status).toBe('submitted');
  });
});

test.describe('payment result pages', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('/payment-error shows the reference; Retry goes to the payment step', async ({
    page,
    request,
  }) => {
    await seedSession(page, await createSubmittedApplication(request));
    const events: string[] = [];
    await page.exposeFunction('recordPaymentEvent', (name: string) => events.push(name));
    await page.addInitScript(() => {
      window.addEventListener('payment-failed', (e) =>
        (window as unknown as { recordPaymentEvent: (n: string) => void }).recordPaymentEvent(
          `payment-failed:${(e as CustomEvent<{ ref: string }>).detail.ref}`,
        ),
      );
    });
    await page.goto('/payment-error?ref=ORDER-42');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByTestId('payment-reference')).toHaveText('ORDER-42');
    await expect(page.getByRole('link', { name: 'Back to Form' })).toHaveAttribute(
      'href',
      '/apply',
    );
    await page.getByRole('button', { name: 'Retry Payment' }).click();
    await expect(page).toHaveURL(/\/apply\/payment#payment-retry$/);
    await expect(page.getByRole('button', { name: 'Pay Securely' })).toBeEnabled();
    expect(events).toEqual(['payment-failed:ORDER-42']);
  });

  test('/payment-success without an application goes home after 3 s with the event', async ({
    page,
  }) => {
    const events: string[] = [];
    await page.exposeFunction('recordPaymentEvent', (name: string) => events.push(name));
    await page.addInitScript(() => {
      window.addEventListener('payment-success', (e) =>
        (window as unknown as { recordPaymentEvent: (n: string) => void }).recordPaymentEvent(
          `payment-success:${(e as CustomEvent<{ ref: string }>).detail.ref}`,
        ),
      );
    });
    // The page's own clock times the delay, from the reference on screen to the navigation,
    // so a busy machine's slow polling cannot make the check flaky.
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { resultTimes: typeof times }).resultTimes = times;
      new MutationObserver(() => {
        if (!times.shown && document.querySelector('[data-testid="payment-reference"]'))
          times.shown = performance.now();
      }).observe(document, { subtree: true, childList: true });
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        if (!times.left && String(args[2]).includes('#payment-success'))
          times.left = performance.now();
        replace(...args);
      };
    });
    await page.goto('/payment-success?ref=ORDER-7');
    await expect(page.getByTestId('payment-reference')).toHaveText('ORDER-7');
    await expect(page).toHaveURL(/\/#payment-success$/, { timeout: 10_000 });
    const times = await page.evaluate(
      () => (window as unknown as { resultTimes: Record<string, number> }).resultTimes,
    );
    const waited = (times.left ?? 0) - (times.shown ?? Infinity);
    expect(waited).toBeGreaterThanOrEqual(2900);
    expect(waited).toBeLessThan(4500);
    expect(events).toEqual(['payment-success:ORDER-7']);
  });
});
