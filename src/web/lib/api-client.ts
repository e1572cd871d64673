import type { ProblemParams } from '@/domain/errors/field-message';
import type { Problem } from '@/domain/errors/problem';

/**
 * The one way the web talks to the API. Every refusal becomes an ApiError carrying the server's
 * refusal body (`{ code, message, params?, fields? }`, docs/errors.md); a network failure is an
 * ApiError with status 0, so callers handle one error type. What to show for it comes from
 * useErrorText (use-error-text.ts), by code.
 */

/** What the server said about a refused call, read defensively. */
export interface Refusal {
  /** The refusal's code (docs/errors.md); undefined when the body was not ours (a proxy's page). */
  code?: string;
  /** The server's English message, when it sent one. */
  message?: string;
  params?: ProblemParams;
  /** Validation: each field's problem by path ('applicants.1.firstName'). */
  fields?: Record<string, Problem>;
}

/** A refused or failed call: the HTTP status (0 when the network failed) and the refusal. */
export class ApiError extends Error {
  readonly code?: string;
  readonly params?: ProblemParams;
  readonly fields: Record<string, Problem>;
  /** The server's own English `message`, when it sent one. */
  readonly serverMessage?: string;

  constructor(
    readonly status: number,
    /** '<status>: <body text or status text>', or the network error's message. */
    message: string,
    refusal: Refusal = {},
    /** How long the server asked us to wait (its Retry-After header), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.fields = refusal.fields ?? {};
    if (refusal.code !== undefined) this.code = refusal.code;
    if (refusal.params) this.params = refusal.params;
    if (refusal.message !== undefined) this.serverMessage = refusal.message;
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function paramsOf(value: unknown): ProblemParams | undefined {
  if (!isRecord(value)) return undefined;
  const params: ProblemParams = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number') params[key] = v;
  }
  return params;
}

function problemOf(value: unknown): Problem | undefined {
  if (!isRecord(value) || typeof value.code !== 'string') return undefined;
  const params = paramsOf(value.params);
  return {
    code: value.code,
    message: typeof value.message === 'string' ? value.message : '',
    ...(params ? { params } : {}),
  };
}

/** The refusal body (docs/errors.md), read defensively: only well-formed parts are kept. */
export function refusalFromBody(body: unknown): Refusal {
  if (!isRecord(body)) return {};
  const fields: Record<string, Problem> = {};
  if (isRecord(body.fields)) {
    for (const [field, value] of Object.entries(body.fields)) {
      const problem = problemOf(value);
      if (problem) fields[field] = problem;
    }
  }
  const params = paramsOf(body.params);
  return {
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(params ? { params } : {}),
    fields,
  };
}

export function errorFromBody(
  status: number,
  text: string,
  statusText = '',
  retryAfterSeconds?: number,
): ApiError {
  return new ApiError(
    status,
    `${status}: ${text || statusText}`,
    refusalFromBody(parseJson(text)),
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
