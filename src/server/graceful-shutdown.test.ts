// A stopping server (SIGTERM from a supervisor or a deploy) finishes the requests it has
// started, takes no new ones, stops the mail worker and exits 0 (docs/deploy.md, section 6).
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateApplication } from '@/domain/test-support/fixtures';
import { runServer } from '@/server/test-support/mail/child-process';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-shutdown-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Sends a request's body in two halves, with `between` run after the first. */
function slowPost(url: string, body: string, between: () => Promise<void>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    void between().then(
      () => req.end(body.slice(half)),
      (error: unknown) => {
        req.destroy();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

describe('graceful shutdown', () => {
  it('drains the request in flight, refuses new ones, stops the mail worker, exits 0', async () => {
    const server = runServer({ DATA_DIR: dataDir, LOG_FORMAT: 'json', LOG_LEVEL: 'debug' });
    await server.waitForOutput('"msg":"ready"', 90_000);
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
    if (!url) throw new Error(`no address in:\n${server.output()}`);

    let refused: string | number | undefined;
    const inFlight = slowPost(
      `${url}/api/applications`,
      JSON.stringify(validCreateApplication()),
      async () => {
        // The server has the request (its headers and half the body) before it is told to stop.
        await server.waitForOutput('"path":"/api/applications"},"msg":"incoming request"');
        server.child.kill('SIGTERM');
        await server.waitForOutput('"msg":"shutting down"');
        // A new visitor now: refused (connection closed or 503), never half-served.
        refused = await fetch(`${url}/api/health`).then(
          (res) => res.status,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
      },
    );

    const answer = await inFlight;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toHaveProperty('applicationNumber');
    expect(refused).not.toBe(200);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('"msg":"mail worker stopped"');
  }, 120_000);
});
