import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatePrice } from '@/domain/test-support/default-prices';
import { createDatabase, type Database, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import * as t from './schema';
import { insertSupportMessages } from '@/server/test-support/support-messages';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';

const expectedKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const journal = JSON.parse(readFileSync(path.resolve('migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

/** The SQLSTATE of a failed query, looking through drizzle's wrapper error. */
async function sqlState(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (err) {
    for (let e: unknown = err; e instanceof Error; e = e.cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    throw err;
  }
  return undefined;
}

async function appliedMigrations(db: Database): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return rows.rows[0]!.n;
}

const samplePricing = calculatePrice({
  visaType: 'business',
  numberOfApplicants: 2,
  processingTime: 'normal',
  travelInsurance: false,
  travelEsim: false,
});

let seq = 0;
function newApplication(overrides: Partial<t.NewApplication> = {}): t.NewApplication {
  seq += 1;
  return {
    applicationNumber: `EV2026TEST${String(seq).padStart(4, '0')}`,
    accessTokenHash: 'a'.repeat(64),
    visaType: 'business',
    processingTime: 'normal',
    transportation: 'airports',
    portOfArrival: 'DEL',
    email: 'traveller@example.com',
    countryCode: '+44',
    phone: '7700900123',
    numberOfApplicants: 2,
    pricing: samplePricing,
    totalAmount: 23800,
    ...overrides,
  };
}

let handle: TestDatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => handle?.close());

describe('database handle', () => {
  it('uses the driver chosen by DATABASE_URL and answers a ping', async () => {
    expect(handle.kind).toBe(expectedKind);
    expect(handle.driver.kind).toBe(expectedKind);
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('keeps PGlite data in its directory across restarts, creating the directory', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'evisa-db-'));
    const dataDir = path.join(root, 'nested', 'pglite');
    try {
      const first = await createDatabase({ dataDir });
      await migrateDatabase(first);
      await first.db
        .insert(t.applications)
        .values(newApplication({ applicationNumber: 'EV2026PERSIST1' }));
      await first.close();
      await first.close(); // closing twice is harmless

      const second = await createDatabase({ dataDir });
      await migrateDatabase(second);
      const rows = await second.db.select().from(t.applications);
      expect(rows.map((r) => r.applicationNumber)).toEqual(['EV2026PERSIST1']);
      await second.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
    // Two PGlite starts on disk, each migrating: seconds alone, far more on a loaded 2-core box.
  }, 120_000);
});

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL connection cut mid-transaction', () => {
  it('fails the transaction instead of ending the process, and the pool goes on', async () => {
    const errors: Error[] = [];
    const handle = await createDatabase({
      databaseUrl: process.env.DATABASE_URL,
      onPoolError: (err) => errors.push(err),
    });
    try {
      const cut = handle.db.transaction(async (tx) => {
        const pid = (await tx.execute(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;
        // Another connection ends this one between two statements, as a restart does.
        await handle.db.execute(sql`select pg_terminate_backend(${pid})`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      expect(errors.length).toBeGreaterThan(0);
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});

describe('migrations', () => {
  it('records every migration once and migrating again is a no-op', async () => {
    expect(await appliedMigrations(db)).toBe(journal.entries.length);
    await insertSupportMessages(db, {
      name: 'A',
      email: 'a@example.com',
      subject: 'kept',
      message: 'm',
    });
    await migrateDatabase(handle);
    expect(await appliedMigrations(db)).toBe(journal.entries.length);
    const kept = await db
      .select()
      .from(t.supportMessages)
      .where(eq(t.supportMessages.subject, 'kept'));
    expect(kept).toHaveLength(1);
  });

  it('two concurrent first migrations both succeed and apply each migration once', async () => {
    const empty = await createTestDatabase({ migrate: false });
    // On PostgreSQL the second runner is a separate pool, as a second process would be; PGlite
    // has one connection per process, so there the race is two calls on the same handle.
    const other: DatabaseHandle =
      empty.kind === 'postgres' ? await createDatabase({ databaseUrl: empty.databaseUrl }) : empty;
    try {
      expect(other.kind).toBe(expectedKind);
      await expect(
        Promise.all([migrateDatabase(empty), migrateDatabase(other)]),
      ).resolves.toHaveLength(2);
      expect(await appliedMigrations(empty.db)).toBe(journal.entries.length);
      expect(await appliedMigrations(other.db)).toBe(journal.entries.length);
    } finally {
      if (other !== empty) await other.close();
      await empty.close();
    }
  }, 120_000);
});

describe('schema round trips', () => {
  it('stores and reads back a full application with its dependants', async () => {
    const [app] = await db.insert(t.applications).values(newApplication()).returning();
    expect(app).toMatchObject({
      status: 'draft',
      communicationChannel: 'email',
      currency: 'USD',
      version: 0,
    });
    expect(app!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(app!.createdAt).toBeInstanceOf(Date);
    expect(app!.pricing).toEqual(samplePricing);
    const applicationId = app!.id;

    const [applicant] = await db
      .insert(t.applicants)
      .values({
        applicationId,
        position: 0,
        details: { firstName: 'Asha' },
        firstName: 'Asha',
        lastName: 'Rao',
      })
      .returning();
    await db.insert(t.agreements).values({
      applicationId,
      signerName: 'Asha Rao',
      signatureStorageKey: 'signatures/ab/sig.png',
      agreementVersion: '2026-02',
      ipAddress: '203.0.113.7',
    });
    const [payment] = await db
      .insert(t.payments)
      .values({ applicationId, provider: 'sandbox', providerReference: 'ps_1', amount: 23800 })
      .returning();
    await db.insert(t.paymentEvents).values({
      provider: 'sandbox',
      eventId: 'evt_1',
      paymentId: payment!.id,
      type: 'payment.succeeded',
      payload: { amount: 23800 },
    });
    await db.insert(t.documents).values([
      {
        applicationId,
        applicantId: applicant!.id,
        documentType: 'passport',
        originalName: 'passport.pdf',
        mimeType: 'application/pdf',
        size: 1234,
        sha256: 'b'.repeat(64),
        storageKey: 'uploads/ab/passport.pdf',
      },
      {
        applicationId,
        kind: 'evisa',
        documentType: 'evisa',
        originalName: 'evisa.pdf',
        mimeType: 'application/pdf',
        size: 99,
        sha256: 'c'.repeat(64),
        storageKey: 'evisas/ab/evisa.pdf',
      },
    ]);

    const loaded = await db.query.applications.findFirst({
      where: eq(t.applications.id, applicationId),
      with: {
        applicants: true,
        agreements: true,
        payments: { with: { events: true } },
        documents: true,
      },
    });
    expect(loaded?.applicants.map((a) => a.details)).toEqual([{ firstName: 'Asha' }]);
    expect(loaded?.agreements).toMatchObject([{ signerName: 'Asha Rao', pdfStorageKey: null }]);
    expect(loaded?.payments[0]).toMatchObject({
      status: 'created',
      currency: 'USD',
      amount: 23800,
    });
    expect(loaded?.payments[0]?.events[0]?.payload).toEqual({ amount: 23800 });
    expect(loaded?.documents.map((d) => d.kind).sort()).toEqual(['evisa', 'upload']);
  });

  it('stores staff users, sessions, audit entries, outbox emails and support mail', async () => {
    const [staff] = await db
      .insert(t.staffUsers)
      .values({ username: 'reviewer', passwordHash: '$argon2id$x' })
      .returning();
    expect(staff).toMatchObject({ role: 'admin', totpSecret: null, disabledAt: null });
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db
      .insert(t.staffSessions)
      .values({ tokenHash: 'd'.repeat(64), staffUserId: staff!.id, expiresAt });
    const [session] = await db
      .select()
      .from(t.staffSessions)
      .where(eq(t.staffSessions.staffUserId, staff!.id));
    expect(session?.expiresAt.getTime()).toBe(expiresAt.getTime());

    const [entry] = await db
      .insert(t.auditLog)
      .values({ staffUserId: staff!.id, action: 'staff.login', ip: '198.51.100.1' })
      .returning();
    expect(typeof entry!.id).toBe('number');
    expect(entry!.details).toEqual({});

    const attachments = [
      {
        filename: 'agreement.pdf',
        storageKey: 'agreements/ab/x.pdf',
        contentType: 'application/pdf',
      },
    ];
    const [mail] = await db
      .insert(t.emailOutbox)
      .values({
        idempotencyKey: 'agreement:1',
        toAddress: 'a@example.com',
        template: 'agreement',
        attachments,
      })
      .returning();
    expect(mail).toMatchObject({
      status: 'pending',
      attempts: 0,
      language: 'en',
      attachments,
      sentAt: null,
    });
    expect(mail!.nextAttemptAt).toBeInstanceOf(Date);

    const [message] = await insertSupportMessages(db, {
      name: 'B',
      email: 'b@example.com',
      subject: 'Help',
      message: 'Where is my visa?',
      applicationNumber: 'EV2026X',
    });
    expect(message).toMatchObject({
      language: 'en',
      handledAt: null,
      applicationNumber: 'EV2026X',
    });
  });

  it('bumps updatedAt on update and supports version-guarded writes in a transaction', async () => {
    const [app] = await db.insert(t.applications).values(newApplication()).returning();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await db.transaction(async (tx) =>
      tx
        .update(t.applications)
        .set({ status: 'submitted', version: sql`${t.applications.version} + 1` })
        .where(sql`${t.applications.id} = ${app!.id} and ${t.applications.version} = 0`)
        .returning(),
    );
    expect(updated[0]).toMatchObject({ status: 'submitted', version: 1 });
    expect(updated[0]!.updatedAt.getTime()).toBeGreaterThan(app!.updatedAt.getTime());
    const stale = await db
      .update(t.applications)
      .set({ status: 'paid' })
      .where(sql`${t.applications.id} = ${app!.id} and ${t.applications.version} = 0`)
      .returning();
    expect(stale).toHaveLength(0);
  });
});

describe('constraints', () => {
  it('rejects a duplicate application number', async () => {
    await db.insert(t.applications).values(newApplication({ applicationNumber: 'EV2026DUPLICAT' }));
    expect(
      await sqlState(
        db.insert(t.applications).values(newApplication({ applicationNumber: 'EV2026DUPLICAT' })),
      ),
    ).toBe('23505');
  });

  it('rejects a repeated outbox idempotency key; on-conflict-do-nothing skips it', async () => {
    const mail = {
      idempotencyKey: 'approved:42',
      toAddress: 'a@example.com',
      template: 'approved',
    };
    await db.insert(t.emailOutbox).values(mail);
    expect(await sqlState(db.insert(t.emailOutbox).values(mail))).toBe('23505');
    const skipped = await db.insert(t.emailOutbox).values(mail).onConflictDoNothing().returning();
    expect(skipped).toHaveLength(0);
  });

  it('rejects a replayed payment event from the same provider but not from another', async () => {
    const event = {
      provider: 'sandbox',
      eventId: 'evt_dup',
      type: 'payment.succeeded',
      payload: {},
    };
    await db.insert(t.paymentEvents).values(event);
    expect(await sqlState(db.insert(t.paymentEvents).values(event))).toBe('23505');
    expect(
      await sqlState(db.insert(t.paymentEvents).values({ ...event, provider: 'stripe' })),
    ).toBeUndefined();
  });

  it('rejects two applicants at the same position and a payment reference used twice', async () => {
    const [app] = await db.insert(t.applications).values(newApplication()).returning();
    await db.insert(t.applicants).values({ applicationId: app!.id, position: 0 });
    expect(
      await sqlState(db.insert(t.applicants).values({ applicationId: app!.id, position: 0 })),
    ).toBe('23505');
    const payment = {
      applicationId: app!.id,
      provider: 'sandbox',
      providerReference: 'ps_dup',
      amount: 100,
    };
    await db.insert(t.payments).values(payment);
    expect(await sqlState(db.insert(t.payments).values(payment))).toBe('23505');
  });

  it('rejects values outside the allowed sets', async () => {
    const bogus = 'bogus' as t.ApplicationStatus;
    expect(
      await sqlState(db.insert(t.applications).values(newApplication({ status: bogus }))),
    ).toBe('23514');
    expect(
      await sqlState(db.insert(t.applications).values(newApplication({ numberOfApplicants: 11 }))),
    ).toBe('23514');
    expect(
      await sqlState(db.insert(t.staffUsers).values({ username: 'Admin', passwordHash: 'x' })),
    ).toBe('23514');
    const status = 'sent-ish' as t.EmailStatus;
    expect(
      await sqlState(
        db
          .insert(t.emailOutbox)
          .values({ idempotencyKey: 'k', toAddress: 'a', template: 't', status }),
      ),
    ).toBe('23514');
  });

  it('deleting an application cascades to its dependants but keeps the audit trail', async () => {
    const [app] = await db.insert(t.applications).values(newApplication()).returning();
    const applicationId = app!.id;
    await db.insert(t.applicants).values([
      { applicationId, position: 0 },
      { applicationId, position: 1 },
    ]);
    await db
      .insert(t.agreements)
      .values({ applicationId, signerName: 'X', signatureStorageKey: 'k', agreementVersion: '1' });
    await db.insert(t.documents).values({
      applicationId,
      documentType: 'photo',
      originalName: 'p.jpg',
      mimeType: 'image/jpeg',
      size: 1,
      sha256: 'e'.repeat(64),
      storageKey: `uploads/${applicationId}.jpg`,
    });
    const [entry] = await db
      .insert(t.auditLog)
      .values({ applicationId, action: 'application.viewed' })
      .returning();

    await db.delete(t.applications).where(eq(t.applications.id, applicationId));

    expect(
      await db.select().from(t.applicants).where(eq(t.applicants.applicationId, applicationId)),
    ).toEqual([]);
    expect(
      await db.select().from(t.agreements).where(eq(t.agreements.applicationId, applicationId)),
    ).toEqual([]);
    expect(
      await db.select().from(t.documents).where(eq(t.documents.applicationId, applicationId)),
    ).toEqual([]);
    const [kept] = await db.select().from(t.auditLog).where(eq(t.auditLog.id, entry!.id));
    expect(kept).toMatchObject({ action: 'application.viewed', applicationId: null });
  });

  it('refuses to delete an application that has payment records', async () => {
    const [app] = await db.insert(t.applications).values(newApplication()).returning();
    await db
      .insert(t.payments)
      .values({ applicationId: app!.id, provider: 'sandbox', amount: 100 });
    // PostgreSQL 15 reports foreign_key_violation; newer servers (PGlite is 17) restrict_violation.
    const code = await sqlState(db.delete(t.applications).where(eq(t.applications.id, app!.id)));
    expect(['23503', '23001']).toContain(code);
    expect(
      await db.select().from(t.applications).where(eq(t.applications.id, app!.id)),
    ).toHaveLength(1);
  });
});
