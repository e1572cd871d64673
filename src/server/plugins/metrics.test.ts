import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { loggerOptions } from '@/server/logger';
import { createTestDatabase } from '@/server/test-support/test-database';
import { emailOutbox, payments } from '@/server/db';
import { createLocalStorage } from '@/server/services/storage/storage';
import { createMailWorker, type MailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import { createMailTransport, type MailTransport } from '@/server/services/mail/transport';
import { startSmtpSink, type SmtpSink } from '@/server/test-support/mail/smtp-sink';
import { recordingLogger } from '@/server/test-support/mail/recording-logger';
import { insertApplication } from '@/server/test-support/payments';
import { buildTestApp } from '@/server/test-support/test-app';
import { appVersion } from '@/server/version';

// GET /metrics (docs/deploy.md, "Monitoring"; docs/decisions/0044-metrics-and-version.md).

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const scrapeHeaders = { authorization: `Bearer ${TOKEN}` };
const onPostgres = Boolean(process.env.DATABASE_URL);

/** The value of one sample in Prometheus's text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=\w+=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers 404 as an unknown API path does', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: scrapeHeaders });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'request.route_not_found',
        params: { method: 'GET', path: '/metrics' },
      });
      const unknown = await t.app.inject({ method: 'GET', url: '/api/nope' });
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
    } finally {
      await t.close();
    }
  });

  it('refuses a token shorter than 32 characters at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let sink: SmtpSink;
  let smtp: MailTransport;
  let worker: MailWorker;
  let applicationId: string;
  let applicationNumber: string;

  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    sink = await startSmtpSink();
    smtp = createMailTransport({ smtpUrl: sink.url, dataDir: '/tmp/evisa-test-data' });
    worker = createMailWorker({
      db: t.database.db,
      transport: smtp,
      storage: createLocalStorage('/tmp/evisa-test-data/files'),
      from: 'India e-Visa Online <no-reply@evisa.example>',
      publicUrl: 'https://evisa.example',
      logger: recordingLogger().logger,
      pollIntervalMs: 60_000,
    });
    const { application } = await insertApplication(t.database.db);
    applicationId = application.id;
    applicationNumber = application.applicationNumber;
  });
  afterAll(async () => {
    smtp?.close();
    await sink?.close();
    await t?.close();
  });

  async function scrape(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: scrapeHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  }

  async function queue(count: number) {
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        await queueEmail(tx, {
          idempotencyKey: `metrics-test:${Math.random()}`,
          to: 'traveller@example.com',
          template: 'resume-link',
          language: 'en',
          payload: { applicationNumber },
          applicationId,
        });
      }
    });
  }

  const makeAllDue = () =>
    t.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(sql`${emailOutbox.status} = 'pending'`);

  it('refuses a scrape without the token, with a wrong one or another scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, 32)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toMatchObject({ code: 'request.metrics_token_required' });
      expect(res.body).not.toContain('evisa_');
    }
    // The scheme's case does not matter.
    const lower = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, never by raw URL, and not the scrapes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${id}` })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/no/such/path' })).statusCode).toBe(404);
    await scrape();
    const text = await scrape();

    const health = { method: 'GET', route: '/api/health' };
    expect(sample(text, 'evisa_http_requests_total', { ...health, status: '200' })).toBe(2);
    expect(sample(text, 'evisa_http_request_duration_seconds_count', health)).toBe(2);
    expect(
      sample(text, 'evisa_http_requests_total', {
        method: 'GET',
        route: '/api/applications/:id',
        status: '401',
      }),
    ).toBe(1);
    expect(
      sample(text, 'evisa_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('/api/no/such/path');
    expect(text).not.toMatch(/route="\/metrics"/);
  });

  it('reports the version, the process and the database pool', async () => {
    const text = await scrape();
    const { version, commit } = appVersion();
    expect(sample(text, 'evisa_build_info', { version, commit })).toBe(1);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(sample(text, 'evisa_database_up')).toBe(1);
    if (onPostgres) {
      expect(sample(text, 'evisa_database_pool_max')).toBe(10);
      expect(sample(text, 'evisa_database_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'evisa_database_pool_idle')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'evisa_database_pool_waiting')).toBe(0);
    } else {
      // The embedded database: one connection in this process, nothing to wait for.
      expect(sample(text, 'evisa_database_pool_max')).toBe(1);
      expect(sample(text, 'evisa_database_pool_connections')).toBe(1);
      expect(sample(text, 'evisa_database_pool_waiting')).toBeUndefined();
    }
  });

  it('shows the outbox filling while SMTP refuses and emptying once it accepts again', async () => {
    let text = await scrape();
    expect(sample(text, 'evisa_email_outbox_depth')).toBe(0);
    expect(sample(text, 'evisa_email_outbox_oldest_age_seconds')).toBe(0);

    sink.mode = 'refuse';
    await queue(3);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 3 });
    text = await scrape();
    expect(sample(text, 'evisa_email_outbox_depth')).toBe(3);

    await queue(2);
    // Queued ten minutes ago, still not sent.
    await t.database.db
      .update(emailOutbox)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(sql`${emailOutbox.status} = 'pending'`);
    await makeAllDue();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 5 });
    text = await scrape();
    expect(sample(text, 'evisa_email_outbox_depth')).toBe(5);
    expect(sample(text, 'evisa_email_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(text, 'evisa_email_outbox_oldest_age_seconds')).toBeLessThan(900);

    sink.mode = 'accept';
    await makeAllDue();
    expect(await worker.runOnce()).toEqual({ sent: 5, failed: 0, retried: 0 });
    text = await scrape();
    expect(sample(text, 'evisa_email_outbox_depth')).toBe(0);
    expect(sample(text, 'evisa_email_outbox_oldest_age_seconds')).toBe(0);
    expect(sample(text, 'evisa_emails_failed')).toBe(0);
  });

  it('counts the emails given up on', async () => {
    sink.mode = 'refuse';
    const giveUp = createMailWorker({
      db: t.database.db,
      transport: smtp,
      storage: createLocalStorage('/tmp/evisa-test-data/files'),
      from: 'India e-Visa Online <no-reply@evisa.example>',
      publicUrl: 'https://evisa.example',
      logger: recordingLogger().logger,
      maxAttempts: 1,
    });
    await queue(1);
    expect(await giveUp.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 });
    sink.mode = 'accept';
    const text = await scrape();
    expect(sample(text, 'evisa_emails_failed')).toBe(1);
    expect(sample(text, 'evisa_email_outbox_depth')).toBe(0);
  });

  it('counts payments by status, every status named', async () => {
    await t.database.db.insert(payments).values([
      { applicationId, provider: 'sandbox', amount: 23800, status: 'failed' },
      { applicationId, provider: 'sandbox', amount: 23800, status: 'failed' },
      { applicationId, provider: 'sandbox', amount: 23800, status: 'succeeded' },
    ]);
    const text = await scrape();
    expect(sample(text, 'evisa_payments', { status: 'failed' })).toBe(2);
    expect(sample(text, 'evisa_payments', { status: 'succeeded' })).toBe(1);
    expect(sample(text, 'evisa_payments', { status: 'refund_failed' })).toBe(0);
  });

  it('says when the database cannot be read, and still serves the rest', async () => {
    const execute = t.database.db.execute.bind(t.database.db);
    t.database.db.execute = (() => Promise.reject(new Error('connection refused'))) as never;
    try {
      const text = await scrape();
      expect(sample(text, 'evisa_database_up')).toBe(0);
      expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    } finally {
      t.database.db.execute = execute;
    }
    expect(sample(await scrape(), 'evisa_database_up')).toBe(1);
  });
});

describe('the metrics token in the logs', () => {
  it('is never written, right or wrong, even at trace level', async () => {
    const written: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/evisa-test-data',
      CLIENT_DIR: '/nonexistent-client',
      METRICS_TOKEN: TOKEN,
    });
    const app = await buildApp({
      config,
      database,
      logger: { ...(loggerOptions('trace') as object), stream },
    });
    const wrong = 'wrong-metrics-token-0123456789abcdefghij';
    try {
      for (const authorization of [`Bearer ${TOKEN}`, `Bearer ${wrong}`]) {
        await app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      }
      const execute = database.db.execute.bind(database.db);
      database.db.execute = (() => Promise.reject(new Error('connection refused'))) as never;
      await app.inject({ method: 'GET', url: '/metrics', headers: scrapeHeaders });
      database.db.execute = execute;
    } finally {
      await app.close();
      await database.close();
    }
    const log = written.join('');
    expect(log).toContain('/metrics');
    expect(log).toContain('the database figures could not be read');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(wrong);
  });
});
