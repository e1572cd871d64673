import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dueAt } from '@/domain/processing-time';
import { applications } from '@/server/db';
import { insertApplication } from '@/server/test-support/payments';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { backfillDueDates } from './backfill-due-dates';

let handle: TestDatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

it('gives complete applications without a due date the rule’s, once, without touching updated_at', async () => {
  const { db } = handle;
  const completedAt = new Date('2026-11-20T17:30:00Z'); // a Friday, after the UK cut-off
  const old = await insertApplication(db, {
    status: 'under_review',
    documentsCompletedAt: completedAt,
    withApplicants: false,
  });
  const already = new Date('2026-12-24T23:59:59Z');
  const kept = await insertApplication(db, {
    status: 'under_review',
    documentsCompletedAt: completedAt,
    dueAt: already,
    withApplicants: false,
  });
  const waiting = await insertApplication(db, { status: 'paid', withApplicants: false });
  const read = async (id: string) =>
    (await db.select().from(applications).where(eq(applications.id, id)))[0]!;
  const before = await read(old.application.id);

  expect(await backfillDueDates(db)).toBe(1);
  const after = await read(old.application.id);
  expect(after.dueAt).toEqual(dueAt(completedAt, after.processingTime));
  expect(after.updatedAt).toEqual(before.updatedAt);
  expect((await read(kept.application.id)).dueAt).toEqual(already);
  expect((await read(waiting.application.id)).dueAt).toBeNull();
  expect(await backfillDueDates(db)).toBe(0);
});
