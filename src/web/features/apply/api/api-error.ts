/** A refused or failed call: the HTTP status (0 when the network failed) and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `errors` map: 'applicants.1.firstName' -> message. */
    readonly fieldErrors: Record<string, string> = {},
    /** The server's own `message`, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** SPEC section 8: a non-success response raises '<status>: <body text or status text>'. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let fieldErrors: Record<string, string> = {};
  let serverMessage: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') serverMessage = body.message;
    if (typeof body.errors === 'object' && body.errors !== null) {
      fieldErrors = Object.fromEntries(
        Object.entries(body.errors).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>;
    }
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    fieldErrors,
    serverMessage,
  );
}
