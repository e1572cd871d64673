import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@/server/test-support/test-app';
import { canonicalRedirect, publicOriginFor } from './public-origin';

const configured = { PUBLIC_URL: 'https://evisa.example', PUBLIC_URL_CONFIGURED: true };
const local = { PUBLIC_URL: 'http://localhost:3000', PUBLIC_URL_CONFIGURED: false };
const request = (host: string, url = '/apply/payment?payment=success', method = 'GET') => ({
  host,
  hostname: host.replace(/:\d+$/, ''),
  protocol: 'http' as const,
  method,
  url,
});

describe('one origin per service', () => {
  it('sends a page on another host to PUBLIC_URL, keeping path and query', () => {
    expect(canonicalRedirect(request('www.evisa.example'), configured)).toBe(
      'https://evisa.example/apply/payment?payment=success',
    );
    expect(canonicalRedirect(request('EVISA.example'), configured)).toBeUndefined();
  });

  it('answers API calls, health checks, hosted payment pages and posts wherever they arrive', () => {
    expect(canonicalRedirect(request('10.0.0.5:3000', '/api/health'), configured)).toBeUndefined();
    // Prometheus scrapes each instance at its own address (docs/deploy.md, "Monitoring").
    expect(canonicalRedirect(request('10.0.0.5:3000', '/metrics'), configured)).toBeUndefined();
    expect(canonicalRedirect(request('10.0.0.5:3000', '/metricsx'), configured)).toBeDefined();
    expect(canonicalRedirect(request('10.0.0.5', '/pay/sandbox/x'), configured)).toBeUndefined();
    expect(
      canonicalRedirect(request('www.evisa.example', '/x', 'POST'), configured),
    ).toBeUndefined();
    expect(canonicalRedirect(request('www.evisa.example'), local)).toBeUndefined();
  });

  it('returns a local visitor to the loopback origin they used, and nobody to a made-up host', () => {
    expect(publicOriginFor(request('127.0.0.1:3000'), local)).toBe('http://127.0.0.1:3000');
    expect(publicOriginFor(request('[::1]:3000'), local)).toBe('http://[::1]:3000');
    expect(publicOriginFor(request('localhost:3000'), local)).toBe('http://localhost:3000');
    expect(publicOriginFor(request('evil.example'), local)).toBe('http://localhost:3000');
    expect(publicOriginFor(request('127.0.0.1:3000'), configured)).toBe('https://evisa.example');
  });
});

describe('the redirect in the running app', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://evisa.example' });
  });
  afterAll(() => t.close());

  it('is permanent for pages and absent for the API', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/apply/payment?payment=cancelled',
      headers: { host: 'www.evisa.example' },
    });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('https://evisa.example/apply/payment?payment=cancelled');
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '10.0.0.5:3000' },
    });
    expect(health.statusCode).toBe(200);
  });
});
