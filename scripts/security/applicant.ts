// An applicant's way through the API up to a sandbox checkout, as the wizard takes it.
import { todayIso } from '@/domain/dates';
import { validApplicant, validCreateApplication } from '@/domain/test-support/fixtures';
import { signatureDataUrl } from '@/server/test-support/png';

export interface Checkout {
  applicationId: string;
  accessToken: string;
  /** The hosted page's path, /pay/sandbox/<id>. */
  pagePath: string;
}

async function call(url: string, method: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Creates an application with step 1's answers (and `overrides`); returns its id and token. */
export async function createApplication(baseUrl: string, overrides: Record<string, unknown> = {}) {
  const input = validCreateApplication(overrides);
  const created = await call(`${baseUrl}/api/applications`, 'POST', input);
  return {
    id: String(created.id),
    applicationNumber: String(created.applicationNumber),
    accessToken: String(created.accessToken),
    input,
  };
}

/** Any JSON call, whatever it answers: the status and the parsed body. */
export async function sendJson(url: string, method: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {
    status: res.status,
    body: json as { code?: string; message?: string; fields?: Record<string, { code: string }> },
  };
}

export interface DraftApplication {
  applicationId: string;
  accessToken: string;
}

/** Creates an application and saves its one applicant's details: a draft ready to sign. */
export async function draftApplication(baseUrl: string): Promise<DraftApplication> {
  const created = await call(`${baseUrl}/api/applications`, 'POST', validCreateApplication());
  const id = String(created.id);
  const token = String(created.accessToken);
  await call(
    `${baseUrl}/api/applications/${id}`,
    'PUT',
    {
      applicants: [validApplicant(todayIso(new Date()))],
    },
    token,
  );
  return { applicationId: id, accessToken: token };
}

/** Creates, fills, signs and confirms an application, then opens a checkout for it. */
export async function openCheckout(baseUrl: string): Promise<Checkout> {
  const { applicationId: id, accessToken: token } = await draftApplication(baseUrl);
  await call(
    `${baseUrl}/api/send-signed-agreement`,
    'POST',
    {
      applicationId: id,
      customerName: 'Security Check',
      signatureDataUrl: signatureDataUrl(),
    },
    token,
  );
  await call(`${baseUrl}/api/send-application-confirmation`, 'POST', { applicationId: id }, token);
  const payment = await call(`${baseUrl}/api/payment/create`, 'POST', { applicationId: id }, token);
  return {
    applicationId: id,
    accessToken: token,
    pagePath: new URL(String(payment.redirectUrl)).pathname,
  };
}

/** Opens another checkout for the same application, as a second tab's "Pay Securely" does. */
export async function openAnotherCheckout(baseUrl: string, checkout: Checkout): Promise<Checkout> {
  const payment = await call(
    `${baseUrl}/api/payment/create`,
    'POST',
    { applicationId: checkout.applicationId },
    checkout.accessToken,
  );
  return { ...checkout, pagePath: new URL(String(payment.redirectUrl)).pathname };
}

/** Loads a checkout's hosted page as a browser does: its form token and cookie, if it has a form. */
export async function loadPaymentPage(baseUrl: string, checkout: Checkout) {
  const res = await fetch(`${baseUrl}${checkout.pagePath}`);
  const body = await res.text();
  const token = /name="csrfToken" value="([^"]+)"/.exec(body)?.[1];
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  return { status: res.status, body, token, cookie };
}

/** Submits the card form of a loaded page from our own origin, as the page's own form would. */
export async function payOnPage(
  baseUrl: string,
  checkout: Checkout,
  page: { token?: string | undefined; cookie?: string | undefined },
  card: Record<string, string>,
) {
  const res = await fetch(`${baseUrl}${checkout.pagePath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: baseUrl,
      ...(page.cookie ? { cookie: page.cookie } : {}),
    },
    body: new URLSearchParams({ ...card, ...(page.token ? { csrfToken: page.token } : {}) }),
  });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

export async function paymentStatus(baseUrl: string, checkout: Checkout): Promise<string> {
  const res = await fetch(`${baseUrl}/api/payment/status?applicationId=${checkout.applicationId}`, {
    headers: { authorization: `Bearer ${checkout.accessToken}` },
  });
  const body = (await res.json()) as { status?: string; payment?: { status?: string } };
  return `${body.status}/${body.payment?.status}`;
}
