// Helpers for the payment end-to-end tests: an application made ready to pay through the API
// (as the wizard would), the browser seeded with it, and the sandbox gateway's card form.
import type { APIRequestContext, Page } from '@playwright/test';
import type { TPaymentStatusResponse } from '@/domain/schemas/payment';
import type { TCreateApplicationInput } from '@/domain/schemas/create-application';
import {
  createApplicationViaApi,
  saveApplicantsViaApi,
  signAgreementViaApi,
} from './applications-api';
import type { ApiApplication } from './stored-session';

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDs: '4000 0027 6000 3184',
} as const;

const bearer = (application: ApiApplication) => ({
  authorization: `Bearer ${application.accessToken}`,
});

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Steps 1-3 through the API: create (specification call 1), save the applicant (call 2), sign (call 3)
 * and confirm (call 4). The application is then `submitted`, ready to pay.
 */
export async function createSubmittedApplication(
  request: APIRequestContext,
  language: TCreateApplicationInput['language'] = 'en',
): Promise<ApiApplication> {
  const created = await createApplicationViaApi(request, { numberOfApplicants: 1, language });
  await saveApplicantsViaApi(request, created, 1);
  await signAgreementViaApi(request, created);
  await ok(
    await request.post('/api/send-application-confirmation', {
      headers: bearer(created),
      data: { applicationId: created.id },
    }),
    'send confirmation',
  );
  return {
    id: created.id,
    applicationNumber: created.applicationNumber,
    accessToken: created.accessToken,
  };
}

/** The server's word on the application (GET /api/payment/status, with the token). */
export async function paymentStatus(
  request: APIRequestContext,
  application: ApiApplication,
): Promise<TPaymentStatusResponse> {
  const response = await request.get(`/api/payment/status?applicationId=${application.id}`, {
    headers: bearer(application),
  });
  return ok<TPaymentStatusResponse>(response, 'payment status');
}

/** Starts a checkout through the API, as Pay Securely does; returns the hosted page's URL. */
export async function startCheckout(request: APIRequestContext, application: ApiApplication) {
  const body = await ok<{ success: boolean; redirectUrl: string }>(
    await request.post('/api/payment/create', {
      headers: bearer(application),
      data: { applicationId: application.id },
    }),
    'create payment',
  );
  return new URL(body.redirectUrl);
}

/**
 * Pays a checkout without a browser page, as a browser would: load the hosted page (its form
 * token and cookie), then post the card form with the token.
 */
export async function payThroughApi(
  request: APIRequestContext,
  checkout: URL,
  cardNumber: string = CARDS.success,
) {
  const page = await request.get(checkout.pathname);
  const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrfToken) throw new Error(`no form token on ${checkout.pathname}: ${page.status()}`);
  return request.post(checkout.pathname, {
    form: { cardNumber, expiry: '12/34', cvc: '123', cardName: 'Jane Traveller', csrfToken },
  });
}

/** Fills the sandbox gateway's card form and submits it. */
export async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jane Traveller');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
