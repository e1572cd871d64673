import type { TApplicationView } from '@/domain/schemas/application-view';
import type {
  TCreatePaymentRequest,
  TCreatePaymentResponse,
  TPaymentStatusResponse,
} from '@/domain/schemas/payment';

/** A refused call: SPEC section 8's '<status>: <body text>' message, plus the server's own. */
export class PaymentApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `error` or `message`, when it sent one (shown to the applicant). */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'PaymentApiError';
  }
}

export interface ApplicationAccess {
  applicationId: string;
  accessToken: string;
}

async function call<T>(
  path: string,
  accessToken: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      authorization: `Bearer ${accessToken}`,
      // SPEC section 7: a JSON content type only when there is a body.
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined; // a proxy's HTML error page: the status says enough
  }
  if (response.ok) return json as T;
  const body = (json ?? {}) as { error?: unknown; message?: unknown };
  const serverMessage =
    typeof body.error === 'string'
      ? body.error
      : typeof body.message === 'string'
        ? body.message
        : undefined;
  throw new PaymentApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    serverMessage,
  );
}

/** GET /api/applications/{id}: the application with the server's price breakdown. */
export function fetchApplication({ applicationId, accessToken }: ApplicationAccess) {
  return call<TApplicationView>(
    `/api/applications/${encodeURIComponent(applicationId)}`,
    accessToken,
  );
}

/**
 * GET /api/payment/status: the application's status and its current payment. The server asks
 * the provider about a payment still open there, so this also settles a late webhook.
 */
export function fetchPaymentStatus({ applicationId, accessToken }: ApplicationAccess) {
  const query = new URLSearchParams({ applicationId });
  return call<TPaymentStatusResponse>(`/api/payment/status?${query}`, accessToken);
}

/**
 * SPEC call 5. The server prices the payment itself; amount and currency are sent only because
 * the described client sends them, and are ignored.
 */
export async function createPayment({ applicationId, accessToken }: ApplicationAccess) {
  const body: TCreatePaymentRequest = { applicationId, currency: 'USD' };
  const result = await call<TCreatePaymentResponse>('/api/payment/create', accessToken, {
    method: 'POST',
    body,
  });
  if (!result.success) throw new PaymentApiError(200, result.error, result.error);
  return result.redirectUrl;
}
