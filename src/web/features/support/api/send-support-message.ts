import type {
  TSupportMessageRequest,
  TSupportMessageResponse,
} from '@/domain/schemas/support-message';

/** A refused request: the status, and the server's message for each invalid field on a 400. */
export class SupportRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SupportRequestError';
  }
}

/** POST /api/support/messages: stored, forwarded to support and acknowledged by email. */
export async function sendSupportMessage(
  body: TSupportMessageRequest,
): Promise<TSupportMessageResponse> {
  const response = await fetch('/api/support/messages', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return (await response.json()) as TSupportMessageResponse;
  const text = await response.text();
  let errors: Record<string, string> = {};
  try {
    const parsed = JSON.parse(text) as { errors?: Record<string, string> };
    errors = parsed.errors ?? {};
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  // SPEC section 8: '<status>: <body text or status text>'.
  throw new SupportRequestError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    errors,
  );
}
