import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '@/server/test-support/test-app';

// GET /api/health is answered ahead of Fastify's pipeline once the server listens (index.ts,
// docs/decisions/0053-liveness-ahead-of-the-pipeline.md): the same answer, at node:http's cost.

const PER_ANSWER = ['date', 'connection', 'keep-alive'];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listening() {
  const t = await buildTestApp();
  cleanups.push(() => t.close());
  let throughPipeline = 0;
  t.app.addHook('onRequest', async () => {
    throughPipeline += 1;
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return { t, base, throughPipeline: () => throughPipeline };
}

const without = (headers: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

/** Sends raw HTTP on one connection; `more` is written once `between` has run. */
function rawExchange(port: number, first: string, between: () => Promise<unknown>, more: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(first, () => {
      void between().then(() => socket.write(more), reject);
    });
  });
}

describe('GET /api/health once listening', () => {
  it('gives the answer the route gives, without passing through the pipeline', async () => {
    const { t, base, throughPipeline } = await listening();
    const before = throughPipeline();
    const fast = await fetch(`${base}/api/health`);
    const fastBody = await fast.text();
    expect(throughPipeline()).toBe(before);

    const viaPipeline = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(throughPipeline()).toBe(before + 1);
    expect(fast.status).toBe(200);
    expect(fastBody).toBe(viaPipeline.body);
    expect(JSON.parse(fastBody)).toMatchObject({ status: 'ok', database: t.database.kind });
    const fastHeaders = Object.fromEntries(fast.headers.entries());
    expect(without(fastHeaders, PER_ANSWER)).toEqual(
      without(viaPipeline.headers as Record<string, unknown>, PER_ANSWER),
    );
    // The security headers and no caching, as on every API answer.
    expect(fastHeaders).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-type': 'application/json; charset=utf-8',
    });
  });

  it('leaves every other request to the pipeline: HEAD, a query string, readiness, a POST', async () => {
    const { base, throughPipeline } = await listening();
    const before = throughPipeline();
    expect((await fetch(`${base}/api/health`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${base}/api/health?probe=1`)).status).toBe(200);
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    expect((await fetch(`${base}/api/health`, { method: 'POST' })).status).toBe(404);
    expect(throughPipeline()).toBe(before + 4);
  });

  it('stops answering ok once the app is closing, so a draining process is taken out', async () => {
    const { t } = await listening();
    const port = (t.app.server.address() as AddressInfo).port;
    let closed: Promise<unknown> | undefined;
    // The request's first line arrives, the app starts closing, then the request ends.
    const answer = await rawExchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\n',
      async () => {
        closed = t.app.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
      '\r\n',
    );
    await closed;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
  });
});
