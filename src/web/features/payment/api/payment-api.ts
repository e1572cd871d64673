import type {
  TCreatePaymentRequest,
  TCreatePaymentResponse,
  TPaymentStatusResponse,
} from '@/domain/schemas/payment';
import type { ApplicationSession } from '@/web/features/application-session';
import { ApiError, apiRequest, refusalFromBody } from '@/web/lib/api-client';

/**
 * GET /api/payment/status: the application's status and its current payment. The server asks
 * the provider about a payment still open there, so this also settles a late webhook.
 */
export function fetchPaymentStatus({ id, accessToken }: ApplicationSession) {
  const query = new URLSearchParams({ applicationId: id });
  return apiRequest<TPaymentStatusResponse>(`/api/payment/status?${query}`, {
    token: accessToken,
  });
}

/**
 * specification call 5. The server prices the payment itself; amount and currency are sent only because
 * the described client sends them, and are ignored.
 */
export async function createPayment({ id, accessToken }: ApplicationSession) {
  const body: TCreatePaymentRequest = { applicationId: id, currency: 'USD' };
  const result = await apiRequest<TCreatePaymentResponse>('/api/payment/create', {
    method: 'POST',
    token: accessToken,
    body,
  });
  if (!result.success) throw new ApiError(200, result.error, refusalFromBody(result));
  return result.redirectUrl;
}
