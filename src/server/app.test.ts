import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { problemOf } from '@/domain/errors';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '@/server/test-support/test-app';
import { appVersion } from '@/server/version';

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
    // What drizzle throws when the pool cannot reach PostgreSQL (a restart in progress).
    t.app.get('/__test/database-down', async () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      throw new Error('Failed query: select 1', { cause: refused });
    });
  });
  afterAll(() => t.close());

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: expectedDatabase,
      version: appVersion().version,
      commit: appVersion().commit,
    });
  });

  it('reports the package version and a commit on health and readiness', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    for (const url of ['/api/health', '/api/health/ready']) {
      const body = (await t.app.inject({ method: 'GET', url })).json();
      expect(body.version, url).toBe(version);
      // From source in a checkout: git's HEAD (or GIT_COMMIT when the environment sets it).
      expect(body.commit, url).toMatch(/^([0-9a-f]{7,64}|unknown)$/);
    }
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
      expect(res.json()).toMatchObject({ code: 'request.route_not_found', params: { method } });
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
    expect(body).toMatchObject(problemOf('validation.failed'));
    expect(body.fields.email).toEqual(problemOf('validation.email_invalid'));
    expect(body.fields.n.code).toBe('validation.invalid');
  });

  it('rejects malformed JSON with a 400 in the same shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/__test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(problemOf('request.invalid_json'));
  });

  it('never shows internals on a 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(res.json()).toEqual(problemOf('server.error'));
  });

  it('answers 503 server.unavailable with Retry-After when the database is out of reach', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__test/database-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual(problemOf('server.unavailable'));
    expect(res.body).not.toContain('ECONNREFUSED');
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
  it('readiness answers 503 without details; liveness still answers, without a query', async () => {
    const t = await buildTestApp();
    const realPing = t.database.ping;
    let pings = 0;
    t.database.ping = async () => {
      pings++;
      throw new Error('connection refused');
    };
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: expectedDatabase, ...appVersion() });
    expect(pings).toBe(1);
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(pings).toBe(1);
    t.database.ping = realPing;
    await t.close();
  });
});

describe('serving the client', () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'evisa-build-'));
  const clientDir = path.join(buildDir, 'client');
  const pagesDir = path.join(buildDir, 'pages');
  const prerendered = (heading: string, pagePath: string) =>
    `<!doctype html><title>${heading}</title><link rel="canonical" href="https://prerender.invalid${pagePath}"/>` +
    `<div id="root" data-prerendered="${pagePath}"><h1>${heading}</h1><p>${'Words. '.repeat(300)}</p></div>`;
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    // The build's prerendered pages (scripts/prerender.mjs) beside the client.
    mkdirSync(pagesDir);
    writeFileSync(
      path.join(pagesDir, 'visa-types.html'),
      prerendered('Indian e-Visa Types', '/visa-types'),
    );
    writeFileSync(
      path.join(pagesDir, 'apply_trip.html'),
      prerendered('Apply for an Indian e-Visa', '/apply/trip'),
    );
    writeFileSync(
      path.join(pagesDir, 'pages.json'),
      JSON.stringify({ '/visa-types': 'visa-types.html', '/apply/trip': 'apply_trip.html' }),
    );
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // A large script with the build's precompressed copies beside it.
    const big = `console.log(${JSON.stringify('India e-Visa '.repeat(400))});`;
    writeFileSync(path.join(clientDir, 'assets', 'big-abc123.js'), big);
    writeFileSync(path.join(clientDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
    writeFileSync(path.join(clientDir, 'assets', 'big-abc123.js.gz'), gzipSync(big));
    t = await buildTestApp({ CLIENT_DIR: clientDir });
    t.app.get('/api/__test/large', async () => ({
      items: Array.from({ length: 200 }, (_, i) => `item ${i}`),
    }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('sends a prerendered page its HTML, heading and all, with the canonical link on this origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/visa-types?from=search',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Indian e-Visa Types</h1>');
    expect(res.body).not.toContain('prerender.invalid');
    // Without PUBLIC_URL, the loopback origin the visitor used (lib/public-origin.ts).
    expect(res.body).toContain('href="http://127.0.0.1:3000/visa-types"');
    // /apply opens the first step for a new visitor, and is sent that step's page.
    const apply = await t.app.inject({ method: 'GET', url: '/apply' });
    expect(apply.body).toContain('<h1>Apply for an Indian e-Visa</h1>');
    // Compressed on the fly (it is over 1 KB), unlike the 404 handler's answers.
    const br = await t.app.inject({
      method: 'GET',
      url: '/visa-types',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(
      '<h1>Indian e-Visa Types</h1>',
    );
  });

  it('returns the app for every page of the site, and for any other path with a 404', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/apply/applicants', 200],
      ['/admin/dashboard', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
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

  it('sends the precompressed brotli or gzip copy a browser accepts, never compressed twice', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('India e-Visa');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('India e-Visa');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('India e-Visa');
  });

  it('compresses API answers over 1 KB on the fly, and leaves small ones alone', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/__test/large',
      headers: { 'accept-encoding': 'br' },
    });
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).items).toHaveLength(200);
  });

  it('answers a missing file (an old chunk after a deploy, a favicon) with a 404, not the page', async () => {
    for (const url of ['/assets/old-chunk-123.js', '/favicon.ico', '/wp-login.php', '/x/y.css']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    for (const path of ['/admin', '/api/', '/apply/', '/pay/'])
      expect(robots.body).toContain(`Disallow: ${path}`);
    expect(robots.body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    expect(locs).toContain('/');
    expect(locs).toContain('/visa-types');
    expect(locs.some((p) => p.startsWith('/admin') || p.startsWith('/apply/'))).toBe(false);
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
