/**
 * The one way the web talks to the API. Every refusal becomes an ApiError carrying the server's
 * error shape (`{ "message": "...", "errors": { "field": "message" } }`, README.md "Architecture");
 * a network failure is an ApiError with status 0, so callers handle one error type.
 */

/** A refused or failed call: the HTTP status (0 when the network failed) and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** '<status>: <body text or status text>', or the network error's message. */
    message: string,
    /** The server's `errors` map: 'applicants.1.firstName' -> message. */
    readonly fieldErrors: Record<string, string> = {},
    /** The server's own `message`, when it sent one. */
    readonly serverMessage?: string,
    /** How long the server asked us to wait (its Retry-After header), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The application's access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** JSON-encoded, or sent as-is when it is FormData (an upload). */
  body?: unknown;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined; // a proxy's HTML error page: the status says enough
  }
}

/** A Retry-After header (seconds, or an HTTP date) as seconds from now; undefined if absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  if (!/[a-z]/i.test(value)) return undefined; // an HTTP date names its day and month
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The `{ message, errors }` shape, read defensively: only strings are kept. */
export function errorFromBody(
  status: number,
  text: string,
  statusText = '',
  retryAfterSeconds?: number,
): ApiError {
  const body = parseJson(text);
  const { message, errors } = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const fieldErrors: Record<string, string> = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, value] of Object.entries(errors)) {
      if (typeof value === 'string') fieldErrors[field] = value;
    }
  }
  return new ApiError(
    status,
    `${status}: ${text || statusText}`,
    fieldErrors,
    typeof message === 'string' ? message : undefined,
    retryAfterSeconds,
  );
}

const errorFromResponse = (response: Response, text: string) =>
  errorFromBody(
    response.status,
    text,
    response.statusText,
    parseRetryAfter(response.headers.get('retry-after')),
  );

/** Calls the API and returns its JSON answer; throws ApiError for anything but a 2xx. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request);
  const text = await response.text().catch(() => '');
  if (!response.ok) throw errorFromResponse(response, text);
  return parseJson(text) as T;
}

/** Calls the API for a file (a stored document): its bytes, or ApiError as apiRequest. */
export async function apiBlob(path: string, request: ApiRequest = {}): Promise<Blob> {
  const response = await send(path, request);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw errorFromResponse(response, text);
  }
  return response.blob();
}

async function send(path: string, request: ApiRequest): Promise<Response> {
  const { method = 'GET', token, body, signal } = request;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = {};
  // A JSON content type only when there is a JSON body; FormData sets its own boundary.
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      signal,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  return response;
}
