// Request logs at production's level (info): one line for an answer that failed or was slow,
// nothing for a quick success; at debug, every request and answer (decision 0021).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { loggerOptions, SLOW_REQUEST_MS } from '@/server/logger';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function appLoggingAt(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/evisa-test-data',
    CLIENT_DIR: '/nonexistent-client',
  });
  const app = await buildApp({
    config,
    database,
    logger: { ...(loggerOptions(level) as object), stream },
  });
  app.get('/__test/fails', async () => {
    throw new Error('boom');
  });
  app.get('/__test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
    return { ok: true };
  });
  const completed = () => lines.filter((l) => l.msg === 'request completed');
  return { app, lines, completed };
}

describe('request log', () => {
  it('at info, says nothing of a quick success and one line for a failure or a slow answer', async () => {
    const { app, lines, completed } = await appLoggingAt('info');
    try {
      for (let i = 0; i < 5; i++) {
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
      expect((await app.inject({ method: 'GET', url: '/__test/fails?email=a@b' })).statusCode).toBe(
        500,
      );
      expect((await app.inject({ method: 'GET', url: '/__test/slow' })).statusCode).toBe(200);
      const entries = completed();
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({
        level: 30,
        req: { method: 'GET', path: '/__test/fails' },
        res: { statusCode: 500 },
      });
      expect(entries[1]).toMatchObject({ req: { path: '/__test/slow' }, res: { statusCode: 200 } });
      // Each line carries its request's id (request.log is made lazily, on the first line).
      expect(entries.map((e) => typeof e.reqId)).toEqual(['string', 'string']);
      expect(entries[0]!.reqId).not.toBe(entries[1]!.reqId);
      expect(Number(entries[1]!.responseTime)).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
      // No query string (a status check carries an email), and no line when a request comes in.
      expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(0);
      expect(JSON.stringify(entries)).not.toContain('a@b');
    } finally {
      await app.close();
    }
  });

  it('at debug, every request and every answer with its status', async () => {
    const { app, lines, completed } = await appLoggingAt('debug');
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/nope' });
      expect(completed().map((l) => [(l.req as { path: string }).path, l.res])).toEqual([
        ['/api/health', { statusCode: 200 }],
        ['/api/nope', { statusCode: 404 }],
      ]);
      expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
