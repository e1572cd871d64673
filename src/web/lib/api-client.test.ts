import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, isApiError, parseRetryAfter, type ApiError } from './api-client';

function answer(status: number, body: string, statusText = '') {
  const fetch = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the token and returns the parsed answer', async () => {
    const fetch = answer(200, '{"ok":true}');
    await expect(
      apiRequest('/api/x', { method: 'POST', token: 'secret', body: { a: 1 } }),
    ).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      signal: undefined,
      headers: { 'content-type': 'application/json', authorization: 'Bearer secret' },
      body: '{"a":1}',
    });
  });

  it('sends no content type without a body, and none of its own for FormData', async () => {
    const fetch = answer(204, '');
    await expect(apiRequest('/api/x')).resolves.toBeUndefined();
    const form = new FormData();
    await apiRequest('/api/upload', { method: 'POST', body: form });
    expect(fetch.mock.calls.map((call) => (call as unknown[])[1])).toMatchObject([
      { method: 'GET', headers: {}, body: undefined },
      { method: 'POST', headers: {}, body: form },
    ]);
  });

  it("reads the server's refusal body, keeping only well-formed parts", async () => {
    const body = JSON.stringify({
      code: 'validation.failed',
      message: 'Please correct the highlighted fields.',
      params: { max: 3, bad: { nested: true } },
      fields: {
        email: { code: 'validation.email_invalid', message: 'Valid email is required' },
        n: 3,
        other: { message: 'no code' },
      },
    });
    answer(400, body);
    const error = await failure(apiRequest('/api/x'));
    expect(error).toMatchObject({
      status: 400,
      message: `400: ${body}`,
      code: 'validation.failed',
      serverMessage: 'Please correct the highlighted fields.',
      params: { max: 3 },
      fields: { email: { code: 'validation.email_invalid', message: 'Valid email is required' } },
    });
    expect(Object.keys(error.fields)).toEqual(['email']);
  });

  it('turns a non-JSON error page into the status and its text', async () => {
    answer(502, '', 'Bad Gateway');
    const error = await failure(apiRequest('/api/x'));
    expect(error).toMatchObject({ status: 502, message: '502: Bad Gateway', fields: {} });
    expect(error.serverMessage).toBeUndefined();
    expect(error.code).toBeUndefined();
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(apiRequest('/api/x'));
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch', fields: {} });
  });

  it("carries a 429's Retry-After in seconds", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429, headers: { 'retry-after': '7' } })),
    );
    expect((await failure(apiRequest('/api/x'))).retryAfterSeconds).toBe(7);
    answer(429, '{}');
    expect((await failure(apiRequest('/api/x'))).retryAfterSeconds).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
