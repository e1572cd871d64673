// An applicant's way through the API up to a sandbox checkout, as the wizard takes it.
import { todayIso } from '@/domain/dates';
import { validApplicant, validCreateApplication } from '@/domain/schemas/fixtures';
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

/** Creates an application and fills in its applicant: the next step is signing. */
export async function readyToSign(baseUrl: string): Promise<{ id: string; token: string }> {
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
  return { id, token };
}

/** Creates, fills, signs and confirms an application, then opens a checkout for it. */
export async function openCheckout(baseUrl: string): Promise<Checkout> {
  const { id, token } = await readyToSign(baseUrl);
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

export async function paymentStatus(baseUrl: string, checkout: Checkout): Promise<string> {
  const res = await fetch(`${baseUrl}/api/payment/status?applicationId=${checkout.applicationId}`, {
    headers: { authorization: `Bearer ${checkout.accessToken}` },
  });
  const body = (await res.json()) as { status?: string; payment?: { status?: string } };
  return `${body.status}/${body.payment?.status}`;
}
