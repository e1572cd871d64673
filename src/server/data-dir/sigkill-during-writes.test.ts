// Killing the server with SIGKILL while it writes loses nothing it already acknowledged, and the
// next start takes over the dead process's DATA_DIR lock (docs/decisions/0010-hardening.md).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { validCreateApplication } from '@/domain/test-support/fixtures';
import { runServer, type RunningProcess } from '@/server/test-support/mail/child-process';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-sigkill-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function start(): Promise<{ server: RunningProcess; url: string }> {
  const server = runServer({ DATA_DIR: dataDir });
  await server.waitForOutput('"msg":"ready"', 90_000);
  const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
  if (!url) throw new Error(server.output());
  return { server, url };
}

it('keeps every acknowledged write across SIGKILL', { timeout: 240_000 }, async () => {
  const acknowledged: { id: string; accessToken: string }[] = [];
  for (let round = 0; round < 2; round += 1) {
    const { server, url } = await start();
    const target = acknowledged.length + 8;
    // Four writers at once; the kill lands while requests are in flight.
    const writer = async () => {
      while (acknowledged.length < target) {
        const res = await fetch(`${url}/api/applications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(validCreateApplication()),
        }).catch(() => undefined);
        if (res?.status !== 201) return;
        acknowledged.push((await res.json()) as { id: string; accessToken: string });
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
  }

  const { server, url } = await start(); // takes over the lock the killed process left
  for (const { id, accessToken } of acknowledged) {
    const res = await fetch(`${url}/api/applications/${id}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status, id).toBe(200);
  }
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
});
