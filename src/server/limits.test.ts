import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createTestDatabase } from '@/server/test-support/test-database';
import { buildTestApp } from '@/server/test-support/test-app';

// What one request may cost (docs/requirements/limits.md): JSON nesting, body sizes by route,
// and how long a connection may take to send its request.

describe('request bodies', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, remoteAddress = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress,
    });

  it('refuses a deeply nested body with 400 before parsing it, on sign-in and on applicant routes', async () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    for (const url of ['/api/applications', '/api/admin/login']) {
      const res = await post(url, nested(4_000));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'request.too_deep' });
    }
    // 30,000 brackets in 60 KB (just under the body limit): refused before JSON.parse runs.
    const started = performance.now();
    const big = await post('/api/applications', nested(30_000));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual(problemOf('request.too_deep'));
    expect(performance.now() - started).toBeLessThan(400);
    // Real bodies nest far less than the limit and still pass the parser.
    const fine = await post('/api/admin/login', JSON.stringify({ username: 'a', password: 'b' }));
    expect(fine.statusCode).not.toBe(400);
  });

  it('refuses a made-up token on an application before reading its body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${crypto.randomUUID()}`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${'x'.repeat(43)}`,
      },
      payload: '['.repeat(30_000) + ']'.repeat(30_000),
    });
    // 404 (the access check), not 400 (the depth check), and not 413: the body was never read.
    expect(res.statusCode).toBe(404);
    const noToken = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${crypto.randomUUID()}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('keeps the parser’s guard against __proto__ keys', async () => {
    const res = await post('/api/applications', '{"__proto__":{"isAdmin":true}}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request.invalid_json' });
  });

  it('sizes bodies to the route: 8 KB for sign-in, 64 KB for other JSON', async () => {
    const login = await post(
      '/api/admin/login',
      JSON.stringify({ username: 'a', password: 'x'.repeat(9 * 1024) }),
    );
    expect(login.statusCode).toBe(413);
    expect(login.json()).toMatchObject({ code: 'request.too_large' });
    const application = await post(
      '/api/applications',
      JSON.stringify({ email: 'x'.repeat(65 * 1024) }),
    );
    expect(application.statusCode).toBe(413);
  });
});

describe('connections that never finish their request', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/evisa-test-data',
      CLIENT_DIR: '/nonexistent-client',
    });
    app = await buildApp({
      config,
      database,
      timeouts: { headersMs: 600, requestMs: 1_200, idleMs: 5_000, checkEveryMs: 100 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  /** Opens a socket, writes `text`, and resolves with the ms until the server closed it. */
  function closedAfter(text: string, keepWriting?: string): Promise<number> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket: Socket = connect(port, '127.0.0.1', () => socket.write(text));
      // A slow sender that keeps the connection busy, so only the request limit can end it.
      const drip = keepWriting
        ? setInterval(() => socket.writable && socket.write(keepWriting), 100)
        : undefined;
      socket.on('data', () => {});
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
    });
  }

  it('closes a connection whose headers never end', async () => {
    const ms = await closedAfter('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(ms).toBeGreaterThanOrEqual(500);
    expect(ms).toBeLessThan(3_000);
  });

  it('closes a connection whose body trickles in past the request limit', async () => {
    const ms = await closedAfter(
      'POST /api/applications HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000\r\n\r\n{"a":"',
      'x',
    );
    expect(ms).toBeGreaterThanOrEqual(1_000);
    expect(ms).toBeLessThan(4_000);
  });

  /**
   * Sends a JSON body of `bytes` to creation without reading anything until it has written it
   * all, as a busy phone might, then reads what came back: the status line and whether the
   * server asked to close.
   */
  function sendWholeBodyThenRead(bytes: number, declared = bytes) {
    return new Promise<{ status: string; close: boolean; error?: string }>((resolve) => {
      const socket: Socket = connect(port, '127.0.0.1');
      socket.pause();
      let error: string | undefined;
      let answer = '';
      socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code));
      socket.write(
        `POST /api/applications HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`,
      );
      // The server has answered (and, before the fix, closed) before the body is written.
      setTimeout(() => {
        socket.write(`{"email":"${'x'.repeat(bytes - 12)}"}`);
        setTimeout(() => {
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
          socket.resume();
          setTimeout(() => {
            socket.destroy();
            resolve({
              status: answer.split('\r\n')[0] ?? '',
              close: /\r\nconnection: close\r\n/i.test(answer),
              error,
            });
          }, 300);
        }, 300);
      }, 200);
    });
  }

  it('lets a client still sending a too-large body read its 413', async () => {
    const answer = await sendWholeBodyThenRead(2 * 1024 * 1024);
    expect(answer).toEqual({ status: 'HTTP/1.1 413 Payload Too Large', close: false });
  });

  it('cuts off a body declared beyond what it would throw away', async () => {
    const answer = await sendWholeBodyThenRead(64, 1024 * 1024 * 1024);
    expect(answer.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer.close).toBe(true);
  });

  it('still answers a normal request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
