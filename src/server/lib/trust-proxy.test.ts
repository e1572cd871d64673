// TRUST_PROXY as a number of proxies or their addresses: behind a proxy that appends to
// X-Forwarded-For (nginx's $proxy_add_x_forwarded_for), a visitor's forged entries are not
// believed, and the visitor keeps one rate limit (docs/deploy.md, "The reverse proxy").
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rateLimitHits } from '@/server/db';
import { loadConfig } from '@/server/config';
import { buildTestApp } from '@/server/test-support/test-app';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('takes false, true, a number of proxies, or their addresses and ranges', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'loopback',
    ]);
    for (const wrong of ['yes', '11', '10.0.0.300', '10.0.0.0/33', 'nginx', '10.0.0.1/8/2'])
      expect(parseTrustProxy(wrong)).toHaveProperty('error');
  });

  it('refuses the start with a clear message on anything else', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(
      /TRUST_PROXY: must be false, true, a number of proxies .* not an address: nginx/,
    );
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY).toEqual(['10.0.0.5']);
  });
});

/** A forwarding proxy that appends the connection's address, as nginx's example does. */
async function appendingProxy(target: number) {
  const server = http.createServer((req, res) => {
    const forwarded = req.headers['x-forwarded-for'];
    const chain = [forwarded, req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': chain, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Three status checks through the proxy, each claiming another address; the counted keys. */
async function forgedThroughProxy(trustProxy: string) {
  const t = await buildTestApp({ TRUST_PROXY: trustProxy });
  cleanups.push(() => t.close());
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const proxy = await appendingProxy((t.app.server.address() as AddressInfo).port);
  cleanups.push(() => new Promise((resolve) => proxy.close(resolve)));
  const port = (proxy.address() as AddressInfo).port;
  for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
    // The visitor connects from 127.0.0.2, another address than the proxy's 127.0.0.1.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          localAddress: '127.0.0.2',
          path: '/api/applications/status?email=a%40example.com&applicationNumber=EV2026AAAAAAAAAA',
          headers: { 'x-forwarded-for': forged },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404); // no such application: counted all the same
  }
  const rows = await t.database.db.select().from(rateLimitHits);
  return rows.filter((row) => row.key.includes('/api/applications/status'));
}

describe('behind a proxy that appends to X-Forwarded-For', () => {
  it("one proxy of ours (TRUST_PROXY=1): forged entries share the sender's one limit", async () => {
    const rows = await forgedThroughProxy('1');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toMatch(/127\.0\.0\.2$/);
    expect(rows[0]!.count).toBe(3);
  });

  it("the proxy's address (TRUST_PROXY=127.0.0.1): the same", async () => {
    const rows = await forgedThroughProxy('127.0.0.1');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toMatch(/127\.0\.0\.2$/);
    expect(rows[0]!.count).toBe(3);
  });

  it('TRUST_PROXY=true believes the forged entries: three visitors (why it is not advised)', async () => {
    const rows = await forgedThroughProxy('true');
    expect(rows.map((row) => row.key.replace(/^.*[:|]/, '')).sort()).toEqual([
      '198.51.100.1',
      '198.51.100.2',
      '198.51.100.3',
    ]);
  });
});
