import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantSessionRules } from '@/domain/applicant-sessions';
import { applicantSessions, emailOutbox, resumeCodes, type EmailStatus } from '@/server/db';
import { issueResumeLink } from '@/server/services/applications/resume-codes';
import { insertApplication } from '@/server/test-support/payments';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import type { FileStorage } from '@/server/services/storage/storage';
import {
  EMAIL_RETENTION_DAYS,
  purgeExpiredRecords,
  runRetentionPass,
  startRetentionPurge,
} from './purge-expired';

const DAY = 24 * 60 * 60 * 1000;
let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('purgeExpiredRecords', () => {
  it('removes delivered and failed emails past retention and spent or expired codes, nothing else', async () => {
    const { db } = database;
    const now = new Date('2026-06-01T12:00:00Z');
    const old = new Date(now.getTime() - (EMAIL_RETENTION_DAYS + 1) * DAY);
    const recent = new Date(now.getTime() - (EMAIL_RETENTION_DAYS - 1) * DAY);
    const email = (key: string, status: EmailStatus, at: Date) => ({
      idempotencyKey: key,
      toAddress: 'a@example.com',
      template: 'resume-link',
      payload: { applicationNumber: 'EV1' },
      status,
      createdAt: at,
      sentAt: status === 'sent' ? at : null,
    });
    await db
      .insert(emailOutbox)
      .values([
        email('old-sent', 'sent', old),
        email('old-failed', 'failed', old),
        email('old-pending', 'pending', old),
        email('recent-sent', 'sent', recent),
      ]);

    const { application } = await insertApplication(db);
    const issue = (at: Date) =>
      issueResumeLink({ db, publicUrl: 'http://x', applicationId: application.id, now: at });
    await issue(new Date(now.getTime() - 8 * DAY)); // expired a day ago
    await issue(new Date(now.getTime() - DAY)); // still valid
    await issue(new Date(now.getTime() - 3 * DAY)); // spent two days ago, below
    const codes = await db.select().from(resumeCodes);
    const spent = codes.find((c) => c.createdAt.getTime() === now.getTime() - 3 * DAY)!;
    await db
      .update(resumeCodes)
      .set({ usedAt: new Date(now.getTime() - 2 * DAY) })
      .where(eq(resumeCodes.id, spent.id));

    expect(await purgeExpiredRecords(db, now)).toEqual({ emails: 2, resumeCodes: 2, sessions: 0 });
    const left = (await db.select().from(emailOutbox)).map((e) => e.idempotencyKey).sort();
    expect(left).toEqual(['old-pending', 'recent-sent']);
    const kept = await db.select().from(resumeCodes);
    expect(kept.map((c) => c.createdAt.getTime())).toEqual([now.getTime() - DAY]);
  });

  it('removes applicant sessions once they have been over for the idle period again', async () => {
    const { db } = database;
    const now = new Date('2026-06-01T12:00:00Z');
    const { idleDays } = applicantSessionRules;
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const { application } = await insertApplication(db);
    const session = (name: string, lastUsedAt: Date, endedAt: Date | null = null) => ({
      tokenHash: `${name}-${application.id}`,
      applicationId: application.id,
      lastUsedAt,
      endedAt,
    });
    await db
      .insert(applicantSessions)
      .values([
        session('in-use', ago(1)),
        session('idle-ended-recently', ago(idleDays + 1)),
        session('idle-long-over', ago(2 * idleDays + 1)),
        session('ended-recently', ago(1), ago(1)),
        session('ended-long-ago', ago(idleDays + 2), ago(idleDays + 1)),
      ]);
    expect((await purgeExpiredRecords(db, now)).sessions).toBe(2);
    const kept = await db
      .select({ tokenHash: applicantSessions.tokenHash })
      .from(applicantSessions)
      .where(eq(applicantSessions.applicationId, application.id));
    expect(kept.map((k) => k.tokenHash.split('-' + application.id)[0]).sort()).toEqual([
      'ended-recently',
      'idle-ended-recently',
      'in-use',
    ]);
  });
});

describe('startRetentionPurge', () => {
  it('returns before its first pass ends, and stopping waits for that pass', async () => {
    const { db } = database;
    const long = new Date(Date.now() - (EMAIL_RETENTION_DAYS + 10) * DAY);
    await db.insert(emailOutbox).values({
      idempotencyKey: 'start-purge-old-sent',
      toAddress: 'a@example.com',
      template: 'resume-link',
      payload: { applicationNumber: 'EV1' },
      status: 'sent',
      createdAt: long,
      sentAt: long,
    });
    const stored = () =>
      db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, 'start-purge-old-sent'));
    const logged: string[] = [];
    const log = {
      info: (_: unknown, msg?: string) => void logged.push(msg ?? ''),
      error: () => undefined,
    } as unknown as Parameters<typeof startRetentionPurge>[2];
    const noFiles = { delete: async () => undefined } as unknown as FileStorage;
    // Synchronous: the server goes on to listen while the pass runs.
    const stop = startRetentionPurge(db, noFiles, log);
    expect(typeof stop).toBe('function');
    await stop();
    // The pass that had started finished its first step before stop resolved.
    expect(await stored()).toEqual([]);
    expect(logged).toContain('expired records purged');
  });

  it('a pass asked to stop before it starts does nothing', async () => {
    const { db } = database;
    const long = new Date(Date.now() - (EMAIL_RETENTION_DAYS + 10) * DAY);
    await db.insert(emailOutbox).values({
      idempotencyKey: 'stopped-pass-old-sent',
      toAddress: 'a@example.com',
      template: 'resume-link',
      payload: { applicationNumber: 'EV1' },
      status: 'sent',
      createdAt: long,
      sentAt: long,
    });
    const log = { info: () => undefined, error: () => undefined };
    const noFiles = { delete: async () => undefined } as unknown as FileStorage;
    await runRetentionPass(db, noFiles, log, () => true);
    const left = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, 'stopped-pass-old-sent'));
    expect(left).toHaveLength(1);
    // The same pass, not stopped, purges it.
    await runRetentionPass(db, noFiles, log);
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.idempotencyKey, 'stopped-pass-old-sent')),
    ).toEqual([]);
  });
});
