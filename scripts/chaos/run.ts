/**
 * `npm run chaos`: faults injected into local servers under traffic, with bounded loops
 * (docs/requirements/faults.md). It starts its own PostgreSQL cluster (never the machine's
 * shared one), a fake S3 (s3rver), an SMTP sink, and two instances of the built server
 * (`npm run build` first) on that database and bucket, then in turn:
 *   1. restarts PostgreSQL under traffic;
 *   2. stops the SMTP server while emails are queued, then checks each arrives exactly once;
 *   3. stops the bucket during uploads;
 *   4. SIGKILLs one instance while applications are created and drafts saved;
 *   5. soaks both instances with pages, status checks, draft saves and uploads.
 * Each fault's figures go to stdout and to chaos-report.json; it exits 1 when a check fails.
 * Options (or CHAOS_* variables): --soak-seconds (60; 600 is the full soak), --rate (300
 * requests/s for the soak), --smtp-down-seconds (25; the requirement says minutes),
 * --pg-down-seconds (7), --s3-down-seconds (8), --report (chaos-report.json).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  startSmtpSink,
  type ReceivedMail,
  type SmtpSink,
} from '@/server/test-support/mail/smtp-sink';
import { startS3Server, type S3Server } from '@/server/test-support/s3';
import { freePort, spawnServer, waitHealthy } from '../security/server';
import { Drafts, drive, isSuccess, Recorder, type Sample } from './load';
import { startPrivatePostgres, type PrivatePostgres } from './postgres';
import { Uploads } from './uploads';

const { values: flags } = parseArgs({
  options: {
    'soak-seconds': { type: 'string' },
    rate: { type: 'string' },
    'smtp-down-seconds': { type: 'string' },
    'pg-down-seconds': { type: 'string' },
    's3-down-seconds': { type: 'string' },
    report: { type: 'string' },
  },
});
const option = (flag: keyof typeof flags, env: string, fallback: number) =>
  Number(flags[flag] ?? process.env[env] ?? fallback);
const SOAK_SECONDS = option('soak-seconds', 'CHAOS_SOAK_SECONDS', 60);
const SOAK_RATE = option('rate', 'CHAOS_RATE', 300);
const SMTP_DOWN_SECONDS = option('smtp-down-seconds', 'CHAOS_SMTP_DOWN_SECONDS', 25);
const PG_DOWN_SECONDS = option('pg-down-seconds', 'CHAOS_PG_DOWN_SECONDS', 7);
const S3_DOWN_SECONDS = option('s3-down-seconds', 'CHAOS_S3_DOWN_SECONDS', 8);
const REPORT_FILE = path.resolve(
  String(flags.report ?? process.env.CHAOS_REPORT ?? 'chaos-report.json'),
);
const SUPPORT_INBOX = 'support@chaos.example';
/** A failure answered slower than this did not fail fast. */
const FAST_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

interface Check {
  name: string;
  ok: boolean;
  detail?: string;
}

interface FaultReport {
  fault: string;
  windowSeconds: number;
  requests: number;
  errorsInsideWindow: number;
  errorsOutsideWindow: number;
  /** The failures inside the window, by status and code ('503 server.unavailable': 12). */
  failuresInside: Record<string, number>;
  failuresOutside: Record<string, number>;
  slowestFailureMs: number;
  ackedWritesChecked: number;
  lostWrites: number;
  duplicateEmails?: number;
  missingEmails?: number;
  /** From the end of the fault to the first success of a call that needs the dependency. */
  recoverySeconds: number | null;
  notes: string[];
  checks: Check[];
  ok: boolean;
}

const describe = (s: Sample) =>
  s.status === 0
    ? 'no connection'
    : s.status === -1
      ? 'timeout'
      : `${s.status} ${s.code ?? ''}`.trim();

function tally(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of samples) {
    const key = `${s.kind}: ${describe(s)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** A fault's figures from its samples: inside the window when a call overlapped [from, to]. */
function figures(
  fault: string,
  samples: Sample[],
  window: { from: number; to: number },
  dependent: (s: Sample) => boolean,
  inWindow: (s: Sample) => boolean = (s) => s.end >= window.from && s.start <= window.to,
) {
  const failed = samples.filter((s) => !isSuccess(s));
  const inside = failed.filter(inWindow);
  const outside = failed.filter((s) => !inWindow(s));
  const firstAfter = samples
    .filter((s) => dependent(s) && isSuccess(s) && s.start >= window.to)
    .sort((a, b) => a.end - b.end)[0];
  return {
    fault,
    windowSeconds: seconds(window.to - window.from),
    requests: samples.length,
    errorsInsideWindow: inside.length,
    errorsOutsideWindow: outside.length,
    failuresInside: tally(inside),
    failuresOutside: tally(outside),
    slowestFailureMs: Math.max(0, ...inside.map((s) => s.end - s.start)),
    recoverySeconds: firstAfter ? seconds(firstAfter.end - window.to) : null,
    inside,
  };
}

function finish(
  base: ReturnType<typeof figures>,
  extra: Partial<FaultReport> & { checks: Check[] },
): FaultReport {
  const { inside: _inside, ...rest } = base;
  const report: FaultReport = {
    ackedWritesChecked: 0,
    lostWrites: 0,
    notes: [],
    ...rest,
    ...extra,
    ok: extra.checks.every((c) => c.ok),
  };
  return report;
}

/** Every failure inside the window was a fast 503 server.unavailable (never a 500, never a hang). */
function cleanRefusals(inside: Sample[], what: string): Check {
  const bad = inside.filter(
    (s) => s.status !== 503 || s.code !== 'server.unavailable' || s.end - s.start > FAST_MS,
  );
  return {
    name: `${what}: refused with a fast 503 server.unavailable`,
    ok: bad.length === 0,
    ...(bad.length
      ? {
          detail: Object.entries(tally(bad))
            .map(([k, n]) => `${n} × ${k}`)
            .join(', '),
        }
      : {}),
  };
}

// --- The stage ----------------------------------------------------------------------------

interface Instance {
  url: string;
  port: number;
  dataDir: string;
  /** False once the process has exited (a crash, or the kill of fault 4). */
  alive(): boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
  output(): string;
}

const secrets = {
  EVISA_LINK_SECRET: randomBytes(32).toString('hex'),
  SANDBOX_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

async function startInstance(
  env: Record<string, string>,
  previous?: Pick<Instance, 'port' | 'dataDir'>,
): Promise<Instance> {
  const port = previous?.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = previous?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'evisa-chaos-'));
  const server = spawnServer({
    ...env,
    ...secrets,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    PAYMENT_PROVIDER: 'sandbox',
    TRUST_PROXY: 'true',
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
    SUPPORT_INBOX,
  });
  await waitHealthy(server, url);
  return {
    url,
    port,
    dataDir,
    output: server.output,
    alive: () => server.child.exitCode === null && server.child.signalCode === null,
    async kill(signal) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      server.child.kill(signal);
      await server.exited;
    },
  };
}

// --- The faults ---------------------------------------------------------------------------

async function postgresRestart(
  pg: PrivatePostgres,
  bases: string[],
  drafts: Drafts,
): Promise<FaultReport> {
  const recorder = new Recorder();
  const load = new Drafts(recorder);
  for (let i = 0; i < 12; i += 1) await load.create(bases[i % 2]!);
  const startedAt = Date.now();
  const window = { from: 0, to: 0 };
  let n = 0;
  const traffic = drive({
    rate: 60,
    durationMs: (5 + PG_DOWN_SECONDS + 8) * 1000,
    maxInFlight: 64,
    fire: () => {
      const base = bases[(n += 1) % 2]!;
      if (n % 4 === 0) return recorder.send('page', `${base}/`);
      if (n % 4 === 1) return load.statusCheck(base);
      return load.saveNext(base);
    },
  });
  await sleep(5000);
  window.from = Date.now();
  pg.stop('immediate');
  await sleep(PG_DOWN_SECONDS * 1000);
  pg.start(); // returns once PostgreSQL accepts connections
  window.to = Date.now();
  await traffic;
  const samples = recorder.since(startedAt);
  const base = figures(
    'PostgreSQL restarted during traffic',
    samples,
    window,
    (s) => s.kind !== 'page',
  );
  const check = await load.check(bases[0]!);
  drafts.all.push(...load.all);
  return finish(base, {
    ackedWritesChecked: check.checked,
    lostWrites: check.lost,
    notes: [
      `pg_ctl stop -m immediate, down ${PG_DOWN_SECONDS} s; the window ends when pg_ctl start -w returns`,
      ...check.details,
    ],
    checks: [
      cleanRefusals(base.inside, 'calls while the database was down'),
      { name: 'no errors outside the window', ok: base.errorsOutsideWindow === 0 },
      {
        name: 'no acknowledged write lost',
        ok: check.lost === 0,
        detail: check.details.join('; '),
      },
      { name: 'recovered without a restart', ok: base.recoverySeconds !== null },
    ],
  });
}

async function smtpDown(
  sink: { current: SmtpSink; port: number; earlier: ReceivedMail[] },
  bases: string[],
): Promise<FaultReport> {
  const recorder = new Recorder();
  const startedAt = Date.now();
  const acked: string[] = [];
  const window = { from: Date.now(), to: 0 };
  sink.earlier.push(...sink.current.received);
  await sink.current.close();
  let n = 0;
  await drive({
    rate: 2,
    durationMs: SMTP_DOWN_SECONDS * 1000,
    maxInFlight: 16,
    fire: async () => {
      const i = (n += 1);
      const token = `chaos-smtp-${i}-${randomBytes(3).toString('hex')}`;
      const { sample } = await recorder.json(
        'support-message',
        `${bases[i % 2]}/api/support/messages`,
        'POST',
        {
          name: 'Chaos Visitor',
          email: `${token}@example.com`,
          subject: token,
          message: 'A message sent while the mail server is down.',
          language: 'en',
        },
      );
      if (sample.status === 201) acked.push(token);
    },
  });
  sink.current = await startSmtpSink('accept', sink.port);
  window.to = Date.now();
  // Retries back off from 5 s, doubling: the last failed attempt is at most ~SMTP_DOWN_SECONDS
  // old, so its next one comes within as long again.
  const all = () => [...sink.earlier, ...sink.current.received];
  const expected = acked.flatMap((token) => [`to-inbox:${token}`, `to-visitor:${token}`]);
  const keyOf = (mail: ReceivedMail) => {
    const to = mail.headers.get('to') ?? '';
    const token = /chaos-smtp-\d+-[0-9a-f]+/.exec(`${mail.subject} ${to}`)?.[0];
    if (!token) return undefined;
    return to.includes(SUPPORT_INBOX) ? `to-inbox:${token}` : `to-visitor:${token}`;
  };
  const deadline = Date.now() + (SMTP_DOWN_SECONDS * 2 + 90) * 1000;
  let firstDelivery: number | null = null;
  while (Date.now() < deadline) {
    const keys = new Set(all().map(keyOf));
    if (firstDelivery === null && sink.current.received.length > 0) firstDelivery = Date.now();
    if (expected.every((k) => keys.has(k))) break;
    await sleep(500);
  }
  await sleep(5000); // a late duplicate would show by now
  const counts = new Map<string, number>();
  for (const mail of all()) {
    const key = keyOf(mail);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const byMessageId = new Map<string, number>();
  for (const mail of all())
    byMessageId.set(mail.messageId, (byMessageId.get(mail.messageId) ?? 0) + 1);
  const missing = expected.filter((k) => !counts.has(k)).length;
  const duplicates =
    [...counts.values()].reduce((sum, c) => sum + c - 1, 0) +
    [...byMessageId.values()].filter((c) => c > 1).length;
  const samples = recorder.since(startedAt);
  const base = figures('SMTP server down while emails are queued', samples, window, () => false);
  base.recoverySeconds = firstDelivery === null ? null : seconds(firstDelivery - window.to);
  return finish(base, {
    ackedWritesChecked: expected.length,
    lostWrites: missing,
    duplicateEmails: duplicates,
    missingEmails: missing,
    notes: [
      `SMTP down ${SMTP_DOWN_SECONDS} s (--smtp-down-seconds; the requirement's outage is minutes, the default is short for CI)`,
      `${acked.length} contact-form messages accepted while it was down, 2 emails each; recovery = first delivery after the SMTP server came back`,
      `all ${expected.length - missing} expected emails delivered ${seconds(Date.now() - 5000 - window.to)} s after it came back (at most)`,
    ],
    checks: [
      {
        name: 'every contact-form message accepted (201) while SMTP was down',
        ok: samples.every(isSuccess) && acked.length > 0,
      },
      { name: 'every queued email delivered', ok: missing === 0, detail: `${missing} missing` },
      {
        name: 'no email delivered twice',
        ok: duplicates === 0,
        detail: `${duplicates} duplicates`,
      },
    ],
  });
}

async function bucketDown(
  s3: { current: S3Server; port: number; directory: string },
  bases: string[],
  drafts: Drafts,
): Promise<FaultReport> {
  const recorder = new Recorder();
  const uploads = new Uploads(recorder);
  await uploads.prepare(bases[0]!, 14);
  const startedAt = Date.now();
  const window = { from: 0, to: 0 };
  let n = 0;
  const traffic = drive({
    rate: 8,
    durationMs: (6 + S3_DOWN_SECONDS + 8) * 1000,
    maxInFlight: 32,
    fire: () => {
      const base = bases[(n += 1) % 2]!;
      return n % 2 === 0 ? uploads.uploadNext(base, 'upload') : drafts.statusCheck(base);
    },
  });
  await sleep(6000);
  window.from = Date.now();
  await s3.current.close();
  await sleep(S3_DOWN_SECONDS * 1000);
  s3.current = await startS3Server('evisa-chaos', { port: s3.port, directory: s3.directory });
  window.to = Date.now();
  await traffic;
  const samples = recorder.since(startedAt);
  const base = figures(
    'Bucket unreachable during uploads',
    samples,
    window,
    (s) => s.kind === 'upload',
  );
  const check = await uploads.check(bases[1]!);
  const noAnswer = uploads.paid.reduce((sum, p) => sum + p.unacked, 0);
  return finish(base, {
    ackedWritesChecked: check.uploadsAcked,
    lostWrites: check.lost,
    notes: [
      `s3rver stopped for ${S3_DOWN_SECONDS} s and started again on the same port and directory`,
      `${check.rowsWithoutFile} document rows without their file; ${check.unannouncedRows} rows no 201 announced (${noAnswer} uploads got no answer)`,
      ...check.details.slice(0, 5),
    ],
    checks: [
      cleanRefusals(base.inside, 'uploads while the bucket was down'),
      { name: 'no errors outside the window', ok: base.errorsOutsideWindow === 0 },
      { name: 'no acknowledged upload lost', ok: check.lost === 0 },
      { name: 'no document row without its file', ok: check.rowsWithoutFile === 0 },
      { name: 'no refused upload kept', ok: check.unannouncedRows <= noAnswer },
      { name: 'uploads work again after it returns', ok: base.recoverySeconds !== null },
    ],
  });
}

async function instanceKilled(
  victim: Instance,
  survivor: Instance,
  drafts: Drafts,
): Promise<FaultReport> {
  const recorder = new Recorder();
  const load = new Drafts(recorder);
  for (let i = 0; i < 8; i += 1) await load.create(i % 2 ? survivor.url : victim.url, 'create');
  const startedAt = Date.now();
  const window = { from: 0, to: Number.MAX_SAFE_INTEGER };
  let n = 0;
  const traffic = drive({
    rate: 60,
    durationMs: 16_000,
    maxInFlight: 64,
    fire: () => {
      const base = (n += 1) % 2 ? victim.url : survivor.url;
      return n % 3 === 0 ? load.create(base, 'create') : load.saveNext(base, 'draft-save');
    },
  });
  await sleep(8000);
  window.from = Date.now();
  await victim.kill('SIGKILL');
  await traffic;
  const samples = recorder.since(startedAt);
  const base = figures('One of two instances SIGKILLed under load', samples, window, () => true);
  // The survivor never refuses a connection: calls without one are the victim's (the window is
  // its own, from the kill on); any other failure is an error outside the window.
  const survivorFailures = samples.filter((s) => !isSuccess(s) && s.status !== 0);
  const victimFailures = samples.filter((s) => !isSuccess(s) && s.status === 0);
  const killedAt = window.from;
  const earlyVictimFailures = victimFailures.filter((s) => s.end < killedAt).length;
  const check = await load.check(survivor.url);
  const earlier = await drafts.check(survivor.url);
  drafts.all.push(...load.all);
  const firstAfter = samples
    .filter((s) => isSuccess(s) && s.start >= killedAt)
    .sort((a, b) => a.end - b.end)[0];
  return finish(base, {
    errorsInsideWindow: victimFailures.length - earlyVictimFailures,
    errorsOutsideWindow: survivorFailures.length + earlyVictimFailures,
    failuresInside: tally(victimFailures),
    failuresOutside: tally(survivorFailures),
    slowestFailureMs: Math.max(0, ...victimFailures.map((s) => s.end - s.start)),
    windowSeconds: seconds(Date.now() - killedAt),
    recoverySeconds: firstAfter ? seconds(firstAfter.end - killedAt) : null,
    ackedWritesChecked: check.checked + earlier.checked,
    lostWrites: check.lost + earlier.lost,
    notes: [
      "calls alternate between the two instances; the window is the killed one's, from the kill to the end of the load",
      `read back through the survivor: ${check.checked} applications of this fault, ${earlier.checked} of the PostgreSQL fault`,
      ...check.details,
      ...earlier.details,
    ],
    checks: [
      {
        name: 'the surviving instance answered every call',
        ok: survivorFailures.length === 0 && earlyVictimFailures === 0,
      },
      { name: 'no acknowledged write lost', ok: check.lost + earlier.lost === 0 },
    ],
  });
}

async function soak(
  bases: string[],
  drafts: Drafts,
): Promise<FaultReport & { soak: Record<string, unknown> }> {
  const recorder = new Recorder();
  const soakDrafts = new Drafts(recorder);
  const saves = SOAK_RATE * 0.34 * SOAK_SECONDS;
  // Under 250 saves each (the limit is 300 in 10 minutes per application), and enough that a
  // free one is at hand while the others' saves are answered (up to 1.5 s each when the
  // machine is saturated).
  const draftCount = Math.max(Math.ceil(saves / 250), Math.ceil(SOAK_RATE * 0.34 * 1.5)) + 8;
  for (let i = 0; i < draftCount; i += 8) {
    await Promise.all(Array.from({ length: 8 }, (_, j) => soakDrafts.create(bases[j % 2]!)));
  }
  const uploads = new Uploads(recorder);
  await uploads.prepare(bases[0]!, Math.ceil((SOAK_RATE * 0.01 * SOAK_SECONDS * 2) / 100) + 2);
  const setup = recorder.samples.length;
  let n = 0;
  let noFreeApplication = 0;
  const startedAt = Date.now();
  const pages = ['/', '/visa-types'];
  const result = await drive({
    rate: SOAK_RATE,
    durationMs: SOAK_SECONDS * 1000,
    maxInFlight: 256,
    fire: async () => {
      const i = (n += 1);
      const base = bases[i % 2]!;
      const slot = i % 100;
      if (slot < 35) return recorder.send('page', `${base}${pages[i % 2]}`);
      if (slot < 65) return soakDrafts.statusCheck(base);
      if (slot < 99) {
        if (!(await soakDrafts.saveNext(base))) noFreeApplication += 1;
        return;
      }
      if (!(await uploads.uploadNext(base, 'upload', true))) noFreeApplication += 1;
    },
  });
  const samples = recorder.samples.slice(setup);
  const latencies = samples.map((s) => s.end - s.start).sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  const window = { from: startedAt, to: startedAt };
  const base = figures(
    'Soak',
    samples,
    window,
    () => true,
    () => false,
  );
  const check = await soakDrafts.check(bases[1]!);
  const all = await drafts.check(bases[0]!);
  const uploaded = await uploads.check(bases[1]!);
  const achieved = samples.length / (result.elapsedMs / 1000);
  const soakFigures = {
    seconds: SOAK_SECONDS,
    targetRate: SOAK_RATE,
    achievedRate: Math.round(achieved),
    started: result.started,
    skippedByGenerator: result.skipped,
    noFreeApplication,
    latencyMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: latencies.at(-1) ?? 0 },
    byKind: Object.fromEntries(
      ['page', 'status-check', 'draft-save', 'upload', 'upload-remove'].map((k) => [
        k,
        samples.filter((s) => s.kind === k).length,
      ]),
    ),
  };
  return {
    ...finish(base, {
      recoverySeconds: null,
      ackedWritesChecked: check.checked + all.checked + uploaded.uploadsAcked,
      lostWrites: check.lost + all.lost + uploaded.lost,
      notes: [
        `${SOAK_SECONDS} s at a target of ${SOAK_RATE} requests/s over both instances; achieved ${Math.round(achieved)} requests/s answered (p50 ${at(0.5)} ms, p99 ${at(0.99)} ms); not sent: ${result.skipped} calls because 256 were already waiting, ${noFreeApplication} saves or uploads because every application had one in flight`,
        'no fault is injected: every error counts; afterwards every application of the whole run is read back',
        ...check.details,
        ...all.details,
        ...uploaded.details,
      ],
      checks: [
        { name: 'no errors', ok: base.errorsOutsideWindow === 0 },
        { name: 'no acknowledged write lost', ok: check.lost + all.lost + uploaded.lost === 0 },
        { name: 'no document row without its file', ok: uploaded.rowsWithoutFile === 0 },
      ],
    }),
    soak: soakFigures,
  };
}

// --- The run ------------------------------------------------------------------------------

/** Adds the check that no instance exited during the fault (a crash the figures may hide). */
function stillRunning(report: FaultReport, instances: Instance[]) {
  const exited = instances.filter((i) => !i.alive()).map((i) => i.url);
  report.checks.push({
    name: 'no instance exited',
    ok: exited.length === 0,
    ...(exited.length ? { detail: `exited: ${exited.join(', ')}` } : {}),
  });
  report.ok &&= exited.length === 0;
}

function print(report: FaultReport) {
  console.log(`\n${report.ok ? 'PASS' : 'FAIL'}  ${report.fault}`);
  console.log(
    `  requests ${report.requests}; window ${report.windowSeconds} s; errors inside ${report.errorsInsideWindow}, outside ${report.errorsOutsideWindow}; ` +
      `acknowledged writes checked ${report.ackedWritesChecked}, lost ${report.lostWrites}` +
      (report.duplicateEmails === undefined
        ? ''
        : `; duplicate emails ${report.duplicateEmails}, missing ${report.missingEmails}`) +
      `; recovered after ${report.recoverySeconds ?? '-'} s; slowest failure ${report.slowestFailureMs} ms`,
  );
  for (const [what, count] of Object.entries(report.failuresInside))
    console.log(`  inside:  ${count} × ${what}`);
  for (const [what, count] of Object.entries(report.failuresOutside))
    console.log(`  outside: ${count} × ${what}`);
  for (const note of report.notes) console.log(`  note: ${note}`);
  for (const check of report.checks) {
    console.log(
      `  ${check.ok ? 'ok  ' : 'FAIL'}  ${check.name}${check.ok || !check.detail ? '' : ` (${check.detail})`}`,
    );
  }
}

async function main() {
  const began = Date.now();
  console.log(
    `chaos: soak ${SOAK_SECONDS} s at ${SOAK_RATE} requests/s; PostgreSQL down ${PG_DOWN_SECONDS} s, SMTP ${SMTP_DOWN_SECONDS} s, bucket ${S3_DOWN_SECONDS} s`,
  );
  const pg = await startPrivatePostgres();
  const sinkPort = await freePort();
  const sink = {
    current: await startSmtpSink('accept', sinkPort),
    port: sinkPort,
    earlier: [] as ReceivedMail[],
  };
  const s3Port = await freePort();
  const s3Directory = mkdtempSync(path.join(tmpdir(), 'evisa-chaos-s3-'));
  const s3 = {
    current: await startS3Server('evisa-chaos', { port: s3Port, directory: s3Directory }),
    port: s3Port,
    directory: s3Directory,
  };
  const env = { DATABASE_URL: pg.url, SMTP_URL: sink.current.url, ...s3.current.env };
  const instances: Instance[] = [];
  const reports: FaultReport[] = [];
  try {
    instances.push(await startInstance(env), await startInstance(env));
    const [a, b] = instances as [Instance, Instance];
    console.log(`PostgreSQL ${pg.url}, instances ${a.url} and ${b.url}`);
    const bases = [a.url, b.url];
    const drafts = new Drafts(new Recorder());
    for (let i = 0; i < 8; i += 1) await drafts.create(bases[i % 2]!);

    for (const fault of [
      () => postgresRestart(pg, bases, drafts),
      () => smtpDown(sink, bases),
      () => bucketDown(s3, bases, drafts),
    ]) {
      const report = await fault();
      stillRunning(report, instances);
      print(report);
      reports.push(report);
      if (!report.ok && !instances.every((i) => i.alive())) throw new Error('an instance exited');
    }
    const killed = await instanceKilled(a, b, drafts);
    stillRunning(killed, [b]);
    print(killed);
    reports.push(killed);
    const restartedAt = Date.now();
    instances[0] = await startInstance(env, a);
    const restart = `the killed instance started again (same port) and answered in ${seconds(Date.now() - restartedAt)} s`;
    killed.notes.push(restart);
    console.log(`\n${restart}`);
    const soaked = await soak([instances[0].url, b.url], drafts);
    stillRunning(soaked, instances);
    print(soaked);
    console.log(`  soak: ${JSON.stringify(soaked.soak)}`);
    reports.push(soaked);
  } catch (err) {
    console.error(err);
    for (const instance of instances) console.error(instance.output().slice(-3000));
    reports.push(
      finish(
        figures('the run itself', [], { from: 0, to: 0 }, () => false),
        {
          notes: [String(err)],
          checks: [{ name: 'the run completed', ok: false }],
        },
      ),
    );
  } finally {
    await Promise.all(instances.map((i) => i.kill('SIGTERM')));
    await sink.current.close();
    await s3.current.close();
    await pg.remove();
    await Promise.all(
      [s3Directory, ...instances.map((i) => i.dataDir)].map((d) =>
        rm(d, { recursive: true, force: true }),
      ),
    );
  }
  const failed = reports.filter((r) => !r.ok);
  writeFileSync(
    REPORT_FILE,
    `${JSON.stringify({ finishedAt: new Date().toISOString(), minutes: seconds(Date.now() - began) / 60, ok: failed.length === 0, faults: reports }, null, 2)}\n`,
  );
  console.log(
    `\n${reports.length - failed.length} of ${reports.length} faults held; report in ${REPORT_FILE}`,
  );
  if (failed.length > 0) process.exit(1);
}

await main();
