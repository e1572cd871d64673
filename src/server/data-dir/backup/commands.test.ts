// npm run backup / npm run restore: the command lines (arguments, refusals for PostgreSQL and
// S3), and the real scripts end to end against a real server process.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateApplication } from '@/domain/test-support/fixtures';
import { runServer, runTs, type RunningProcess } from '@/server/test-support/mail/child-process';
import {
  backupUsage,
  restoreUsage,
  runBackupCommand,
  runRestoreCommand,
  type CommandContext,
} from './commands';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'evisa-backup-cli-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

function context(env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const ctx: CommandContext = {
    env: { DATA_DIR: path.join(root, 'unused'), ...env },
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  };
  return { ctx, out, err };
}

describe('arguments', () => {
  it.each([
    ['backup', runBackupCommand, backupUsage],
    ['restore', runRestoreCommand, restoreUsage],
  ] as const)('%s: usage on no file, two files or an option; help', async (_name, run, usage) => {
    for (const args of [[], ['a.tar.gz', 'b.tar.gz'], ['--force']]) {
      const { ctx, err } = context();
      expect(await run(args, ctx)).toBe(2);
      expect(err).toEqual([usage]);
    }
    const { ctx, out } = context();
    expect(await run(['--help'], ctx)).toBe(0);
    expect(out).toEqual([usage]);
  });

  it.each([
    ['backup', runBackupCommand],
    ['restore', runRestoreCommand],
  ] as const)('%s refuses PostgreSQL and S3, pointing to their own tools', async (name, run) => {
    const postgres = context({ DATABASE_URL: 'postgres://localhost/evisa' });
    expect(await run(['x.tar.gz'], postgres.ctx)).toBe(1);
    expect(postgres.err.join('\n')).toContain(
      `DATABASE_URL is set: the database is PostgreSQL, which npm run ${name} does not handle`,
    );
    expect(postgres.err.join('\n')).toContain('pg_dump');

    const bucket = context({ S3_BUCKET: 'evisa-files' });
    expect(await run(['x.tar.gz'], bucket.ctx)).toBe(1);
    expect(bucket.err.join('\n')).toContain('S3_BUCKET is set');
    expect(bucket.err.join('\n')).toContain('versioning');
    expect(await readdir(root)).toEqual([]); // nothing written, no DATA_DIR made
  });

  it('restore names a missing archive', async () => {
    const { ctx, err } = context();
    expect(await runRestoreCommand([path.join(root, 'none.tar.gz')], ctx)).toBe(1);
    expect(err).toEqual([`${path.join(root, 'none.tar.gz')} is not a file.`]);
  });
});

describe('the scripts, end to end', () => {
  async function startServer(dataDir: string) {
    const server = runServer({ DATA_DIR: dataDir });
    await server.waitForOutput('"msg":"ready"', 90_000);
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
    if (!url) throw new Error(server.output());
    return { server, url };
  }
  async function stop(server: RunningProcess) {
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }
  async function finished(run: RunningProcess) {
    const { code } = await run.exited;
    return { code, output: run.output() };
  }

  it(
    'npm run backup while the server runs, npm run restore into a new DATA_DIR',
    { timeout: 300_000 },
    async () => {
      const sourceDir = path.join(root, 'source');
      const archive = path.join(root, 'backup.tar.gz');
      const { server, url } = await startServer(sourceDir);
      let created: { id: string; accessToken: string };
      let before: unknown;
      try {
        const res = await fetch(`${url}/api/applications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(validCreateApplication({ email: 'restored@example.com' })),
        });
        expect(res.status).toBe(201);
        created = (await res.json()) as typeof created;
        const read = await fetch(`${url}/api/applications/${created.id}`, {
          headers: { authorization: `Bearer ${created.accessToken}` },
        });
        before = await read.json();

        const backup = await finished(
          runTs('scripts/backup.ts', { DATA_DIR: sourceDir }, [archive]),
        );
        expect(backup).toEqual({
          code: 0,
          output: expect.stringMatching(
            /^Backup of .+ written to .+backup\.tar\.gz \(\d+\.\d MB, taken by the running server\): 1 applications, 0 documents, 2 files\. Encrypted under master key [0-9a-f]{16} \(.+encryption\.key\), which the backup does not hold: keep a copy of that key apart from the backups, or they cannot be restored\.\n$/,
          ),
        });
        // The server logs what it sent.
        await server.waitForOutput('"msg":"backup sent"');
      } finally {
        await stop(server);
      }

      const restoredDir = path.join(root, 'restored');
      const keyless = await finished(
        runTs('scripts/restore.ts', { DATA_DIR: restoredDir }, [archive]),
      );
      expect(keyless.code).toBe(1);
      expect(keyless.output).toMatch(
        /is encrypted under master key [0-9a-f]{16}, which was not given/,
      );
      const keyFile = path.join(sourceDir, 'encryption.key');
      const restore = await finished(
        runTs('scripts/restore.ts', { DATA_DIR: restoredDir }, [archive, '--key-file', keyFile]),
      );
      expect(restore.code).toBe(0);
      expect(restore.output).toContain(`into ${restoredDir}: 1 applications, 0 documents, 2 files`);
      expect(await readFile(path.join(restoredDir, 'encryption.key'), 'utf8')).toBe(
        await readFile(keyFile, 'utf8'),
      );

      const again = await finished(
        runTs('scripts/restore.ts', { DATA_DIR: restoredDir }, [archive]),
      );
      expect(again.code).toBe(1);
      expect(again.output).toContain(`DATA_DIR ${restoredDir} is not empty`);

      const restored = await startServer(restoredDir);
      try {
        const read = await fetch(`${restored.url}/api/applications/${created.id}`, {
          headers: { authorization: `Bearer ${created.accessToken}` },
        });
        expect(read.status).toBe(200);
        expect(await read.json()).toEqual(before);
      } finally {
        await stop(restored.server);
      }
    },
  );
});
