// The production install, as docs/deploy.md describes it: the build (dist) with package.json and
// package-lock.json copied elsewhere, `npm ci --omit=dev` there, and the server and every
// operator command started with node from another working directory, on a fresh DATA_DIR;
// and the document checks' OCR and face detection, which read their data from node_modules.
//
// It uses the build in dist (or BUILD_DIR), so it runs after `npm run build`: `npm run test:production`, which
// scripts/test.mjs runs right after the build (npm run test:unit leaves it out). A missing or
// stale build fails the test; it never skips. docs/decisions/0043-production-tooling.md.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
const COMMANDS = ['staff', 'backup', 'restore', 'migrate', 'rotate-key'];

/** What the built output is made from; a build older than any of these is stale. */
const SOURCES = ['src', 'scripts', 'migrations', 'package-lock.json'];
const BUILT = [
  'client/index.html',
  'migrations/meta/_journal.json',
  ...['server', 'heavy-worker', ...COMMANDS].map((name) => `server/${name}.js`),
].map((file) => path.join(buildDir, file));

function newestSource(p: string): number {
  const s = statSync(p);
  if (!s.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newestSource(path.join(p, name))));
}

function checkBuild(): void {
  const missing = BUILT.filter((file) => !existsSync(file));
  if (missing.length > 0)
    throw new Error(`No build (${missing.join(', ')} missing): run npm run build first.`);
  const builtAt = Math.min(...BUILT.map((file) => statSync(file).mtimeMs));
  const changedAt = Math.max(...SOURCES.map((p) => newestSource(path.join(root, p))));
  if (changedAt > builtAt)
    throw new Error(`The build in ${buildDir} is older than the sources: run npm run build first.`);
}

let temp: string;
let app: string;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  checkBuild();
  temp = await mkdtemp(path.join(tmpdir(), 'evisa-production-'));
  app = path.join(temp, 'app');
  await cp(buildDir, path.join(app, 'dist'), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
  for (const file of ['package.json', 'package-lock.json'])
    await cp(path.join(root, file), path.join(app, file));
  // The npm cache of the development install serves every package (--prefer-offline).
  const npmEnv: NodeJS.ProcessEnv = { ...process.env };
  delete npmEnv.NODE_ENV;
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: app,
    env: npmEnv,
  });
  // Nothing of the development install is reachable from the copy.
  expect(existsSync(path.join(app, 'node_modules', 'tsx'))).toBe(false);
  expect(existsSync(path.join(app, 'node_modules', 'vitest'))).toBe(false);
}, 300_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  if (temp) await rm(temp, { recursive: true, force: true });
});

/** A process's environment as a supervisor would give it: nothing from this test's process. */
function productionEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_CONCURRENCY: '1',
    HEAVY_WORK_THREADS: '1',
    LOG_FORMAT: 'json',
    ...extra,
  };
}

/** `node <copy>/dist/server/<name>.js args` in `cwd`; its exit code and output. */
async function command(
  name: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; out: string }> {
  const file = path.join(app, 'dist', 'server', `${name}.js`);
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], { cwd, env });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

interface Server {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the copy's server in `cwd`; resolves once /api/health answers 200. */
async function startServer(cwd: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, [path.join(app, 'dist', 'server', 'server.js')], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  let url: string | undefined;
  while (Date.now() < deadline && child.exitCode === null) {
    url ??= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (url) {
      const health = await fetch(`${url}/api/health`).catch(() => undefined);
      if (health?.status === 200) {
        const stop = async () => {
          child.kill('SIGTERM');
          await exited;
          children.delete(child);
        };
        return { url, stop };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  children.delete(child);
  throw new Error(`The server did not answer /api/health (exit ${child.exitCode}):\n${output}`);
}

it('runs the built server and operator commands with production dependencies, from elsewhere', async () => {
  const work = path.join(temp, 'elsewhere');
  await mkdir(work);
  const dataDir = path.join(work, 'data');
  const env = productionEnv(dataDir);

  const migrated = await command('migrate', [], work, env);
  expect(migrated, migrated.out).toMatchObject({ code: 0 });
  expect(migrated.out).toContain('migrations applied (pglite)');

  const added = await command('staff', ['add', 'ops-lead'], work, {
    ...env,
    STAFF_PASSWORD: 'a-long-enough-password-1',
  });
  expect(added, added.out).toMatchObject({ code: 0 });

  const server = await startServer(work, env);
  try {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html'); // dist/client, found beside the server
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);

    const backup = await command('backup', ['nightly.tar.gz'], work, env);
    expect(backup, backup.out).toMatchObject({ code: 0 });
    expect(backup.out).toContain('taken by the running server');
  } finally {
    await server.stop();
  }

  const listed = await command('staff', ['list'], work, env);
  expect(listed, listed.out).toMatchObject({ code: 0 });
  expect(listed.out).toContain('ops-lead');

  // Into a new DATA_DIR, with the key the backup was made under.
  const restoredDir = path.join(work, 'restored');
  const restoredEnv = productionEnv(restoredDir);
  const restored = await command(
    'restore',
    ['nightly.tar.gz', '--key-file', path.join(dataDir, 'encryption.key')],
    work,
    restoredEnv,
  );
  expect(restored, restored.out).toMatchObject({ code: 0 });
  const restoredStaff = await command('staff', ['list'], work, restoredEnv);
  expect(restoredStaff.out).toContain('ops-lead');

  const again = await startServer(work, restoredEnv);
  try {
    const health = await fetch(`${again.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  } finally {
    await again.stop();
  }

  const key = await command('rotate-key', ['--generate'], work, env);
  expect(key, key.out).toMatchObject({ code: 0 });
  expect(key.out).toMatch(/^[A-Za-z0-9+/]{43}=$/m);
}, 240_000);

// The heavy-work threads' jobs read their data from node_modules (tesseract's language data,
// face-api's models, TensorFlow's WASM): run two of them from the copy, in a plain node process.
const HEAVY_WORK_PROBE = `
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
const entry = process.argv[2];
const worker = await import(pathToFileURL(entry).href);
const sharp = (await import(pathToFileURL(createRequire(entry).resolve('sharp')).href)).default;
const job = (input) => ({ started: new MessageChannel().port1, input });
const blank = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#fff' } })
  .jpeg()
  .toBuffer();
const passport = await worker.checkPassport(job({ data: blank, mimeType: 'image/jpeg' }));
const header = { width: 600, height: 800 };
const photo = await worker.prepare(job({ documentType: 'photo', mimeType: 'image/jpeg', data: blank, header }));
console.log(JSON.stringify({ passport, photo }));
process.exit(0);
`;

it('reads a passport page and looks for a face with the data of the production install', async () => {
  const work = path.join(temp, 'probe');
  await mkdir(work);
  const probe = path.join(work, 'probe.mjs');
  await writeFile(probe, HEAVY_WORK_PROBE);
  const { stdout } = await run(
    process.execPath,
    [probe, path.join(app, 'dist', 'server', 'heavy-worker.js')],
    { cwd: work, env: productionEnv(path.join(work, 'data')) },
  );
  const { passport, photo } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    passport: { ok: { outcome: string } };
    photo: { ok: { warnings: string[] } };
  };
  // The reader ran and found no zone on a blank page (a reader that fails to load throws).
  expect(passport.ok.outcome).toBe('unreadable');
  // The detector ran and found no face (one that fails to load gives photoFaceUnchecked).
  expect(photo.ok.warnings).toContain('photoNoFace');
  expect(photo.ok.warnings).not.toContain('photoFaceUnchecked');
}, 60_000);
