import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '@/server/test-support/test-app';

const expectedDatabase = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe('API basics', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
    // Routes that exist only to exercise the shared error handling.
    t.app.post(
      '/__test/validated',
      { schema: { body: z.object({ email: z.email('Valid email is required'), n: z.number() }) } },
      async () => ({ ok: true }),
    );
    t.app.get('/__test/crash', async () => {
      throw new Error('database password is hunter2');
    });
  });
  afterAll(() => t.close());

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: expectedDatabase });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/health'],
      ['DELETE', '/api/applications/123'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toMatch(/No API route matches/);
    }
  });

  it('gives validation failures one shape with per-field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/__test/validated',
      payload: { email: 'not-an-email', n: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBeTypeOf('string');
    expect(body.errors.email).toBe('Valid email is required');
    expect(body.errors.n).toBeTypeOf('string');
  });

  it('rejects malformed JSON with a 400 in the same shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/__test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('never shows internals on a 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('health when the database is down', () => {
  it('answers 503 without details', async () => {
    const t = await buildTestApp();
    const realPing = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: expectedDatabase });
    t.database.ping = realPing;
    await t.close();
  });
});

describe('serving the client', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'evisa-client-'));
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp({ CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('returns the app for every page path (SPA fallback)', async () => {
    for (const url of [
      '/',
      '/apply',
      '/apply/applicants',
      '/visa-types',
      '/admin/dashboard',
      '/no/such/page',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never answers an API path or a non-GET with the page', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/unknown' })).headers['content-type'],
    ).toContain('application/json');
    const post = await t.app.inject({ method: 'POST', url: '/visa-types' });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });
});

describe('buildApp', () => {
  it('builds without listening (server.ts listens)', async () => {
    const t = await buildTestApp();
    expect(t.app.server.listening).toBe(false);
    await t.close();
  });
});
