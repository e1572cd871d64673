import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicants, applications, type Database } from '@/server/db';
import { insertApplication } from '@/server/test-support/payments';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';

// The name search's token table, kept by triggers on the travellers (migration 0030,
// docs/decisions/0051-name-search-tokens.md), against what it stands for: every traveller's
// name tokens, unnested, after any sequence of writes.

let handle: TestDatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

type Row = { token: string; application_id: string; applicant_id: string };
const sorted = (rows: Row[]) =>
  rows
    .map((r) => `${r.token} ${r.application_id} ${r.applicant_id}`)
    .sort((a, b) => a.localeCompare(b));

/** What the table holds. */
async function kept() {
  const rows = await db.execute<Row>(
    sql`select token, application_id, applicant_id from applicant_name_tokens`,
  );
  return sorted(rows.rows);
}

/** What it should hold: the travellers' own tokens. */
async function expected() {
  const rows = await db.execute<Row>(
    sql`select distinct token, application_id, id as applicant_id
      from applicants, unnest(name_index) as token`,
  );
  return sorted(rows.rows);
}

// A few tokens, so that travellers share them and changes overlap.
const tokens = fc.option(
  fc.uniqueArray(fc.constantFrom('aa', 'ab', 'ba', 'bb', 'cc'), { maxLength: 4 }),
  {
    nil: null,
  },
);
const operation = fc.oneof(
  fc.record({ op: fc.constant('new application' as const) }),
  fc.record({ op: fc.constant('add traveller' as const), pick: fc.nat(), tokens }),
  fc.record({ op: fc.constant('rename' as const), pick: fc.nat(), tokens }),
  // A change to something else: the tokens stay.
  fc.record({ op: fc.constant('touch' as const), pick: fc.nat() }),
  // One statement over every traveller of an application.
  fc.record({ op: fc.constant('rename all' as const), pick: fc.nat(), tokens }),
  fc.record({ op: fc.constant('remove traveller' as const), pick: fc.nat() }),
  // The application deleted: its travellers go by the foreign key's cascade.
  fc.record({ op: fc.constant('delete application' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('rolled back' as const), pick: fc.nat(), tokens }),
  fc.record({ op: fc.constant('truncate' as const) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const pickFrom = <T>(list: T[], pick: number) =>
  list.length === 0 ? undefined : list[pick % list.length];

async function apply(step: Operation) {
  const applicationIds = (await db.select({ id: applications.id }).from(applications)).map(
    (r) => r.id,
  );
  const travellers = await db
    .select({ id: applicants.id, applicationId: applicants.applicationId })
    .from(applicants);
  const application = 'pick' in step ? pickFrom(applicationIds, step.pick) : undefined;
  const traveller = 'pick' in step ? pickFrom(travellers, step.pick) : undefined;
  const nameIndex = 'tokens' in step ? step.tokens : null;
  switch (step.op) {
    case 'new application':
      await insertApplication(db, { withApplicants: false });
      return;
    case 'add traveller': {
      if (!application) return;
      const [{ n } = { n: 0 }] = (
        await db.execute<{ n: number }>(
          sql`select coalesce(max(position) + 1, 0)::int as n from applicants
            where application_id = ${application}`,
        )
      ).rows;
      await db.insert(applicants).values({ applicationId: application, position: n, nameIndex });
      return;
    }
    case 'rename':
      if (traveller)
        await db.update(applicants).set({ nameIndex }).where(eq(applicants.id, traveller.id));
      return;
    case 'touch':
      if (traveller)
        await db
          .update(applicants)
          .set({ updatedAt: new Date() })
          .where(eq(applicants.id, traveller.id));
      return;
    case 'rename all':
      if (application)
        await db
          .update(applicants)
          .set({ nameIndex })
          .where(eq(applicants.applicationId, application));
      return;
    case 'remove traveller':
      if (traveller) await db.delete(applicants).where(eq(applicants.id, traveller.id));
      return;
    case 'delete application':
      if (application) await db.delete(applications).where(eq(applications.id, application));
      return;
    case 'rolled back':
      await db
        .transaction(async (tx) => {
          if (traveller)
            await tx.update(applicants).set({ nameIndex }).where(eq(applicants.id, traveller.id));
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      return;
    case 'truncate':
      await db.execute(sql`truncate applications cascade`);
      return;
  }
}

describe('the name search tokens kept beside the travellers', () => {
  it('hold exactly every traveller’s name tokens after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (steps) => {
        await db.execute(sql`truncate applications cascade`);
        for (const step of steps) {
          await apply(step);
        }
        expect(await kept()).toEqual(await expected());
      }),
      { numRuns: 25 },
    );
  });

  it('are emptied with the travellers', async () => {
    await db.execute(sql`truncate applications cascade`);
    const { application } = await insertApplication(db);
    expect((await kept()).length).toBeGreaterThan(0);
    await db.execute(sql`truncate applicants cascade`);
    expect(await kept()).toEqual([]);
    await db.delete(applications).where(eq(applications.id, application.id));
  });
});
