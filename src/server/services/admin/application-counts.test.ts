import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatuses, type ApplicationStatus } from '@/domain/status';
import { applications, type Database } from '@/server/db';
import { insertApplication } from '@/server/test-support/payments';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { compactApplicationCounts, readApplicationCounts } from './application-counts';

// The status counts kept by triggers (migration 0028, docs/decisions/0050-status-counts.md)
// against the count they replace, over any sequence of writes.

let handle: TestDatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

type Counts = Record<string, number>;
const key = (status: string, anonymised: boolean) =>
  `${status}${anonymised ? ' (anonymised)' : ''}`;

/** The counts as the table holds them: what the triggers replace. */
async function counted(): Promise<Counts> {
  const rows = await db.execute<{ status: string; anonymised: boolean; total: number }>(
    sql`select status, anonymised_at is not null as anonymised, count(*)::int as total
      from applications group by 1, 2`,
  );
  return Object.fromEntries(rows.rows.map((r) => [key(r.status, r.anonymised), r.total]));
}

async function kept(): Promise<Counts> {
  const rows = await readApplicationCounts(db);
  return Object.fromEntries(rows.map((r) => [key(r.status, r.anonymised), r.total]));
}

const status = fc.constantFrom(...applicationStatuses);
const operation = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), status }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(), status }),
  // One statement over several rows: the statement trigger sees them together.
  fc.record({ op: fc.constant('move many' as const), from: status, status }),
  fc.record({ op: fc.constant('touch' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('anonymise' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('compact' as const) }),
  fc.record({ op: fc.constant('rolled back' as const), pick: fc.nat(), status }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function apply(step: Operation) {
  const ids = (await db.select({ id: applications.id }).from(applications)).map((r) => r.id);
  const picked = 'pick' in step && ids.length > 0 ? ids[step.pick % ids.length]! : undefined;
  /** One statement on the picked application (none when there is none yet). */
  const updatePicked = async (set: Partial<typeof applications.$inferInsert>, on = db) => {
    if (picked) await on.update(applications).set(set).where(eq(applications.id, picked));
  };
  switch (step.op) {
    case 'insert':
      await insertApplication(db, { status: step.status, withApplicants: false });
      return;
    case 'move':
      return updatePicked({ status: step.status });
    case 'move many':
      await db
        .update(applications)
        .set({ status: step.status })
        .where(eq(applications.status, step.from));
      return;
    case 'touch':
      return updatePicked({ updatedAt: new Date() });
    case 'anonymise':
      return updatePicked({ anonymisedAt: new Date() });
    case 'delete':
      if (picked) await db.delete(applications).where(eq(applications.id, picked));
      return;
    case 'compact':
      await compactApplicationCounts(db);
      return;
    case 'rolled back':
      await db
        .transaction(async (tx) => {
          await updatePicked({ status: step.status }, tx);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      return;
  }
}

describe('status counts kept beside the applications', () => {
  it('equal a count of the table after any sequence of writes, folded or not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (steps) => {
        await db.execute(sql`truncate applications cascade`);
        for (const step of steps) {
          await apply(step);
        }
        expect(await kept()).toEqual(await counted());
        await compactApplicationCounts(db);
        expect(await kept()).toEqual(await counted());
        // Folded: one row per status with any application, none for the others.
        const [rows] = (
          await db.execute<{ n: number }>(sql`select count(*)::int as n from application_counts`)
        ).rows;
        expect(rows!.n).toBe(Object.keys(await counted()).length);
      }),
      { numRuns: 25 },
    );
  });

  it('fold into one row per status, and folding again changes nothing', async () => {
    // (The migration's first count of the applications already there: its own test,
    // src/server/db/application-counts-migration.test.ts.)
    await db.execute(sql`truncate applications cascade`);
    await insertApplication(db, { status: 'paid', withApplicants: false });
    await insertApplication(db, { status: 'paid', withApplicants: false });
    expect(await kept()).toEqual({ paid: 2 });
    expect(await compactApplicationCounts(db)).toBe(2);
    expect(await compactApplicationCounts(db)).toBe(1);
    expect(await kept()).toEqual({ paid: 2 });
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'status counts under concurrent writers (PostgreSQL)',
  () => {
    it('stay exact when many transactions move applications in opposite directions at once, without deadlocks', async () => {
      await db.execute(sql`truncate applications cascade`);
      const statuses: ApplicationStatus[] = ['paid', 'under_review'];
      const rows: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        rows.push(
          (await insertApplication(db, { status: statuses[i % 2]!, withApplicants: false }))
            .application.id,
        );
      }
      const pool = new pg.Pool({ connectionString: handle.databaseUrl, max: 20 });
      // A connection still closing when the test database is dropped reports it; that is not ours.
      pool.on('error', () => undefined);
      try {
        // Each transaction moves one application each way and holds its locks a moment: with a
        // shared counter row per status, opposite moves would wait on each other crosswise.
        const moves = Array.from({ length: 20 }, async (_, i) => {
          const client = await pool.connect();
          try {
            await client.query('begin');
            const [a, b] = [rows[(2 * i) % 40]!, rows[(2 * i + 1) % 40]!];
            await client.query(`update applications set status = 'under_review' where id = $1`, [
              a,
            ]);
            await client.query('select pg_sleep(0.05)');
            await client.query(`update applications set status = 'paid' where id = $1`, [b]);
            await client.query('select pg_sleep(0.05)');
            await compactIf(client, i % 5 === 0);
            await client.query('commit');
          } finally {
            client.release();
          }
        });
        await Promise.all(moves);
      } finally {
        await pool.end();
      }
      expect(await kept()).toEqual(await counted());
      expect(await kept()).toEqual({ paid: 20, under_review: 20 });
    });
  },
);

/** Some writers fold the counts inside their own transaction, beside the others' changes. */
async function compactIf(client: pg.PoolClient, yes: boolean) {
  if (!yes) return;
  await client.query(`with folded as (delete from application_counts returning status, anonymised, delta)
    insert into application_counts (status, anonymised, delta)
    select status, anonymised, sum(delta) from folded group by 1, 2 having sum(delta) <> 0`);
}
