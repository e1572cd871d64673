// Two real server processes (src/server/server.ts) on one PostgreSQL database, one S3 bucket and
// one SMTP server, as a deployment runs them behind a load balancer (docs/deploy.md, section 6;
// docs/decisions/0026-several-instances.md). What one instance does, the other sees: documents,
// staff sessions, rate-limit counts, the email outbox; and SIGKILL in the middle of a request
// loses nothing that was committed and leaves nothing half-recorded.
//
// PostgreSQL only: PGlite is one embedded database per process and DATA_DIR, so two processes
// cannot share it. CI's second pass (`.ci/run`) sets DATABASE_URL and runs this file.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@/domain/dates';
import { validApplicant, validCreateApplication } from '@/domain/test-support/fixtures';
import { applications, documents, emailOutbox, supportMessages } from '@/server/db';
import { messageIdFor } from '@/server/services/mail/deliver-email';
import { queueEmail } from '@/server/services/mail/outbox';
import { samplePayloads } from '@/server/test-support/mail/sample-payloads';
import { createEncryptedStorage } from '@/server/services/storage/encryption/encrypted-storage';
import { parseMasterKeys, staticKeyring } from '@/server/services/storage/encryption/keyring';
import { createS3Storage } from '@/server/services/storage/s3-storage';
import { totpCodeAt } from '@/server/services/staff/totp';
import { multipart, smallPdf } from '@/server/test-support/documents';
import { runServer, type RunningProcess } from '@/server/test-support/mail/child-process';
import { loadColumnKey } from '@/server/services/storage/encryption/column-key';
import { startSmtpSink, type SmtpSink } from '@/server/test-support/mail/smtp-sink';
import { startS3Server, type S3Server } from '@/server/test-support/s3';
import { insertStatusApplication } from '@/server/test-support/status';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) {
  console.log('multi-instance.test.ts: skipped, two instances need PostgreSQL (set DATABASE_URL)');
}

const ADMIN = { username: 'admin', password: 'two instances, one database' };
const MB = 1024 * 1024;

interface Instance {
  name: string;
  url: string;
  port: number;
  server: RunningProcess;
}

let database: TestDatabaseHandle;
let s3: S3Server;
let sink: SmtpSink;
const dataDirs: string[] = [];
let a: Instance;
let b: Instance;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The files' master key, shared like the other secrets (both instances read every file). */
const MASTER_KEY = randomBytes(32).toString('base64');

/** One instance: its own DATA_DIR and port; everything else the same as the other's. */
async function startInstance(name: string): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `evisa-${name}-`));
  dataDirs.push(dataDir);
  const port = await freePort();
  const server = runServer({
    // One process per instance whatever the environment says: the kill below must hit the one
    // that serves.
    WEB_CONCURRENCY: undefined,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
    ...s3.env,
    // The same SMTP server; `name` is the EHLO name, so the sink can tell who delivered.
    SMTP_URL: `${sink.url}&name=${name}`,
    PUBLIC_URL: 'http://evisa.test',
    // Generated into each DATA_DIR when unset: instances must be given the same ones.
    EVISA_LINK_SECRET: 'multi-instance-evisa-link-secret-0123456789',
    SANDBOX_WEBHOOK_SECRET: 'multi-instance-sandbox-secret-0123456789ab',
    DATA_ENCRYPTION_KEY: MASTER_KEY,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const url = `http://127.0.0.1:${port}`;
  // LOG_LEVEL warn prints no 'listening' line: ready is when it answers with the database.
  const deadline = Date.now() + 45_000;
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${name} exited while starting:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`${name} not ready:\n${server.output()}`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { name, url, port, server };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  [database, s3, sink] = await Promise.all([
    createTestDatabase(),
    startS3Server(),
    startSmtpSink(),
  ]);
  // This process writes rows the instances read, and reads theirs: the database's column key
  // is this process's, sealed under the instances' master key (docs/decisions/0039).
  await loadColumnKey(
    database.db,
    staticKeyring(parseMasterKeys(MASTER_KEY, 'DATA_ENCRYPTION_KEY')),
  );
  // Started together: both migrate (under the advisory lock) and both try to create the first
  // staff account.
  [a, b] = await Promise.all([startInstance('instance-a'), startInstance('instance-b')]);
}, 90_000);

afterAll(async () => {
  for (const instance of [a, b]) {
    if (!instance || instance.server.child.exitCode !== null || instance.server.child.signalCode)
      continue;
    instance.server.child.kill('SIGCONT'); // in case a failure left it stopped
    instance.server.child.kill('SIGTERM');
    const stopped = await Promise.race([
      instance.server.exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    if (!stopped) instance.server.child.kill('SIGKILL');
  }
  await sink?.close();
  await s3?.close();
  await database?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

// --- HTTP against the processes ----------------------------------------------------------

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function call(instance: Instance, url: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  return fetch(`${instance.url}${url}`, {
    ...rest,
    ...(json === undefined
      ? {}
      : {
          method: rest.method ?? 'POST',
          body: JSON.stringify(json),
          headers: { 'content-type': 'application/json', ...rest.headers },
        }),
  });
}

interface Created {
  id: string;
  applicationNumber: string;
  accessToken: string;
}

async function createApplication(on: Instance, numberOfApplicants = 2): Promise<Created> {
  const res = await call(on, '/api/applications', {
    json: validCreateApplication({ numberOfApplicants }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
}

/**
 * Created through one instance, its travellers saved through the other, then paid: payment is
 * not what this file tests, so the row is moved to 'paid' as a verified webhook would move it.
 */
async function paidApplication(createOn: Instance, saveOn: Instance): Promise<Created> {
  const created = await createApplication(createOn);
  const today = todayIso(new Date());
  const save = await call(saveOn, `/api/applications/${created.id}`, {
    method: 'PUT',
    headers: bearer(created.accessToken),
    json: {
      applicants: [0, 1].map((i) =>
        validApplicant(today, { firstName: `Traveller${'AB'[i]}`, passportNumber: `P765432${i}` }),
      ),
    },
  });
  expect(save.status).toBe(200);
  await database.db
    .update(applications)
    .set({ status: 'paid', submittedAt: new Date(), paidAt: new Date() })
    .where(eq(applications.id, created.id));
  return created;
}

function passportForm(applicant: number, pdf: Buffer, name = 'passport.pdf'): FormData {
  const form = new FormData(); // fields first, then the file, as the contract orders them
  form.set('documentType', 'passport');
  form.set('applicant', String(applicant));
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  return form;
}

async function uploadPassport(on: Instance, app: Created, applicant: number, pdf: Buffer) {
  const res = await call(on, `/api/applications/${app.id}/documents`, {
    method: 'POST',
    headers: bearer(app.accessToken),
    body: passportForm(applicant, pdf),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; applicant: number; size: number };
}

async function listDocuments(on: Instance, app: Created) {
  const res = await call(on, `/api/applications/${app.id}/documents`, {
    headers: bearer(app.accessToken),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; applicant: number; documentType: string }[];
}

async function download(on: Instance, app: Created, documentId: string): Promise<Buffer> {
  const res = await call(on, `/api/applications/${app.id}/documents/${documentId}/file`, {
    headers: bearer(app.accessToken),
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Keys under documents/ in the bucket (what both instances' storage sees). */
async function bucketDocumentKeys(): Promise<string[]> {
  const page = await s3
    .client()
    .send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'documents/' }));
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Shared between the cases below (they run in order).
let first: Created; // made through A
let firstPdf: Buffer;
let firstDocumentId: string;
let second: Created; // made through B

describe.runIf(onPostgres)('two instances on one database, one bucket, one SMTP server', () => {
  it('serves through one instance the application and document uploaded through the other', async () => {
    firstPdf = await smallPdf();
    first = await paidApplication(a, b);
    const uploaded = await uploadPassport(a, first, 0, firstPdf);
    firstDocumentId = uploaded.id;

    const read = await call(b, `/api/applications/${first.id}`, {
      headers: bearer(first.accessToken),
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      id: first.id,
      applicationNumber: first.applicationNumber,
      status: 'paid',
    });
    expect(await listDocuments(b, first)).toEqual([
      expect.objectContaining({ id: uploaded.id, applicant: 0, documentType: 'passport' }),
    ]);
    expect(sha(await download(b, first, uploaded.id))).toBe(sha(firstPdf));

    // And the other way round.
    const otherPdf = await smallPdf();
    second = await paidApplication(b, a);
    const other = await uploadPassport(b, second, 1, otherPdf);
    expect(sha(await download(a, second, other.id))).toBe(sha(otherPdf));
    expect(await bucketDocumentKeys()).toHaveLength(2); // a passport PDF that fits is its own copy
  });

  it('keeps a staff session made on one instance valid on the other, and ends it on both', async () => {
    // The password on A, the authenticator code on B: the challenge lives in the database.
    const password = await call(a, '/api/admin/login', { json: ADMIN });
    expect(password.status).toBe(200);
    const step1 = (await password.json()) as { challenge: string; enrol?: { secret: string } };
    expect(step1.enrol).toBeDefined(); // first sign-in of the account the instances created
    const totp = await call(b, '/api/admin/login/totp', {
      json: { challenge: step1.challenge, code: totpCodeAt(step1.enrol!.secret, new Date()) },
    });
    expect(totp.status).toBe(200);
    const { token } = (await totp.json()) as { token: string };

    // Both instances tried to create the first account at start; there is one.
    const staff = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from staff_users`,
    );
    expect(staff.rows[0]?.n).toBe(1);

    for (const on of [a, b]) {
      const list = await call(on, '/api/admin/applications', { headers: bearer(token) });
      expect(list.status).toBe(200);
    }
    const signOut = await call(b, '/api/admin/logout', { method: 'POST', headers: bearer(token) });
    expect(signOut.status).toBe(200);
    for (const on of [a, b]) {
      const me = await call(on, '/api/admin/me', { headers: bearer(token) });
      expect(me.status).toBe(401);
    }
  });

  it('counts a rate limit across both instances, and an e-visa link from one opens on the other', async () => {
    // An approved application with its e-visa in the shared bucket, as approval stores it.
    const eVisaPdf = Buffer.from('%PDF-1.7\n% e-visa served by the other instance\n%%EOF\n');
    const approved = await insertStatusApplication(
      database.db,
      createEncryptedStorage(
        createS3Storage({ client: s3.client(), bucket: s3.bucket }),
        staticKeyring(parseMasterKeys(MASTER_KEY, 'DATA_ENCRYPTION_KEY')),
      ),
      { status: 'approved', email: 'approved@example.com' },
      eVisaPdf,
    );
    const query = new URLSearchParams({
      email: 'approved@example.com',
      applicationNumber: approved.application.applicationNumber,
    });
    // The status check allows 10 per 10 minutes per address (lib/rate-limits.ts): alternating,
    // the count runs down across both instances, and the 11th is refused whichever answers.
    const remaining: string[] = [];
    const links: { from: Instance; link: string }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const on = i % 2 === 0 ? a : b;
      const res = await call(on, `/api/applications/status?${query}`);
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('x-ratelimit-remaining') ?? '');
      const body = (await res.json()) as { eVisaUrl: string | null };
      if (i < 2) links.push({ from: on, link: body.eVisaUrl! });
    }
    expect(remaining).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    for (const on of [a, b]) {
      const refused = await call(on, `/api/applications/status?${query}`);
      expect(refused.status).toBe(429);
    }

    // EVISA_LINK_SECRET is the same on both: a link signed by one verifies on the other.
    for (const { from, link } of links) {
      const other = from === a ? b : a;
      const res = await call(other, link);
      expect(res.status).toBe(200);
      expect(sha(Buffer.from(await res.arrayBuffer()))).toBe(sha(eVisaPdf));
    }
  });

  it('delivers every email exactly once with both mail workers running', async () => {
    // Through actions on both instances: support messages (each queues the inbox copy and an
    // acknowledgement, and wakes its own instance's worker) and resume links...
    for (const [i, on] of [a, b, a, b].entries()) {
      const res = await call(on, '/api/support/messages', {
        json: {
          name: `Sender ${i}`,
          email: `sender${i}@example.com`,
          subject: 'Two instances',
          applicationNumber: '',
          message: `Message number ${i} from the test`,
          language: 'en',
        },
      });
      expect(res.status).toBe(201);
    }
    for (const on of [a, b, a, b, a, b]) {
      const app = await createApplication(on, 1);
      const res = await call(on === a ? b : a, `/api/applications/${app.id}/resume-link`, {
        method: 'POST',
        headers: bearer(app.accessToken),
      });
      expect(res.status).toBe(200);
    }
    // ...and a backlog written straight into the outbox, which both workers claim from at once.
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 24; i += 1) {
        await queueEmail(tx, {
          idempotencyKey: `multi-instance:${i}`,
          to: `bulk${i}@example.com`,
          template: 'documents-received',
          language: 'en',
          payload: samplePayloads['documents-received'],
        });
      }
    });

    const rows = await database.db.select().from(emailOutbox);
    expect(rows).toHaveLength(4 * 2 + 6 + 24);
    const expected = rows.map((row) => messageIdFor(row.id)).sort();
    await waitFor('every email', async () =>
      sink.received.length >= expected.length ? true : undefined,
    );
    // A poll interval more: a second delivery of anything would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(sink.received.map((m) => m.messageId).sort()).toEqual(expected);
    const after = await database.db.select().from(emailOutbox);
    expect(after.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    // Both workers took part.
    const senders = new Set(sink.received.map((m) => m.client));
    expect([...senders].sort()).toEqual(['instance-a', 'instance-b']);
  });

  it('loses nothing when an instance is killed in the middle of requests', async () => {
    const committedBefore = {
      documents: await database.db.select().from(documents),
      supportMessages: await database.db.select().from(supportMessages),
      sent: await database.db.select().from(emailOutbox),
    };

    // B pauses (SIGSTOP) so that A's worker, not B's, claims the next email; the SMTP server
    // then takes the message and never answers, so A dies in the middle of sending it.
    b.server.child.kill('SIGSTOP');
    sink.mode = 'hang';
    const hanging = new Promise<string>((resolve) => sink.events.once('hanging', resolve));
    const resume = await call(a, `/api/applications/${first.id}/resume-link`, {
      method: 'POST',
      headers: bearer(first.accessToken),
    });
    expect(resume.status).toBe(200);
    expect(await hanging).toBe('instance-a');
    const [pendingEmail] = await database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, `resume-link:${first.id}:%`));
    expect(pendingEmail).toMatchObject({ status: 'sending', attempts: 1 });

    // A slow upload to A: 6 of 9 MB sent, then nothing. Once its first 5 MB part is in the
    // bucket's unfinished multipart upload, A is mid-request: kill it.
    const partsBefore = await uploadParts();
    const body = multipart(
      { documentType: 'passport', applicant: 1 },
      {
        name: 'cut-off.pdf',
        type: 'application/pdf',
        data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(9 * MB, 0x20)]),
      },
    );
    const request = http.request({
      host: '127.0.0.1',
      port: a.port,
      method: 'POST',
      path: `/api/applications/${first.id}/documents`,
      headers: { ...bearer(first.accessToken), ...body.headers },
      agent: false,
    });
    const answer = new Promise<string>((resolve) => {
      request.on('response', (res) => resolve(`answered ${res.statusCode}`));
      request.on('error', (err) => resolve(err.message));
    });
    request.write(body.payload.subarray(0, 6 * MB));
    await waitFor('the first part of the upload in the bucket', async () =>
      (await uploadParts()).length > partsBefore.length ? true : undefined,
    );
    a.server.child.kill('SIGKILL');
    expect((await a.server.exited).signal).toBe('SIGKILL');
    expect(await answer).not.toMatch(/^answered/); // the client never got an answer
    b.server.child.kill('SIGCONT');
    sink.mode = 'accept';

    // Through B: no half-recorded document; the retried upload succeeds.
    expect(await listDocuments(b, first)).toEqual([
      expect.objectContaining({ id: firstDocumentId, applicant: 0 }),
    ]);
    const retryPdf = await smallPdf();
    const retried = await uploadPassport(b, first, 1, retryPdf);
    expect(sha(await download(b, first, retried.id))).toBe(sha(retryPdf));

    // Everything committed before the kill is still there, and still served.
    expect(sha(await download(b, first, firstDocumentId))).toBe(sha(firstPdf));
    const rows = await database.db.select().from(documents);
    expect(rows).toHaveLength(committedBefore.documents.length + 1);
    expect(await database.db.select().from(supportMessages)).toHaveLength(
      committedBefore.supportMessages.length,
    );
    // Every object in the bucket has its row and every row its object: the cut-off upload
    // left only unfinished parts, which the bucket's lifecycle rule removes.
    const keys = new Set(rows.flatMap((r) => [r.storageKey, r.preparedStorageKey ?? r.storageKey]));
    expect(await bucketDocumentKeys()).toEqual(
      [...keys].filter((key) => key.startsWith('documents/')).sort(),
    );

    // The email A claimed and never finished: its claim runs out (CLAIM_SECONDS, two minutes,
    // which the test does not wait for: it moves locked_until back) and B delivers it, once.
    await database.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(emailOutbox.id, pendingEmail!.id), eq(emailOutbox.status, 'sending')));
    const messageId = messageIdFor(pendingEmail!.id);
    await waitFor('the taken-over email', async () =>
      sink.countByMessageId(messageId) > 0 ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.countByMessageId(messageId)).toBe(1);
    expect(sink.received.find((m) => m.messageId === messageId)?.client).toBe('instance-b');
    const [delivered] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, pendingEmail!.id));
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2 });
    // No earlier email was sent again.
    const ids = sink.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(committedBefore.sent.length + 1);
    // Neither instance logged an error (pino level 50 or 60) along the way.
    for (const { server } of [a, b]) expect(server.output()).not.toMatch(/"level":[56]0/);
  });
});

/** Parts of unfinished multipart uploads s3rver keeps (`<uploads dir>/<upload id>/<n>.md5`). */
async function uploadParts(): Promise<string[]> {
  const entries = await readdir(s3.directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /^\d+\.md5$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}
