import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import type { TAdminApplicationsPage, TAssignment } from '@/domain/schemas/admin';
import type { ApplicationStatus } from '@/domain/status';
import { applications, auditLog, type Application } from '@/server/db';
import { assignmentAudit } from '@/server/services/admin/assign-application';
import {
  applicationWith,
  buildDashboardTestApp,
  type DashboardTestApp,
} from '@/server/test-support/admin-dashboard';
import { insertApplication } from '@/server/test-support/payments';
import { bearer, createStaff, signIn } from '@/server/test-support/staff';

// The work queue (docs/requirements/staff-dashboard.md, "The work queue" and "Assignment"):
// the list's queue view, its overdue mark and count, and assigning an application to oneself.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (the concurrent assigns race for
// real there).

let t: DashboardTestApp;
type Auth = Record<string, string>;
let other: { username: string; auth: Auth };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const list = async (query = '', auth: Auth = t.auth) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/applications${query}`,
    headers: auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TAdminApplicationsPage>();
};
const post = (id: string, action: 'assign' | 'unassign', auth: Auth = t.auth, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${id}/${action}`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });

const queued = (dueAt: Date | null, status: ApplicationStatus = 'under_review') =>
  insertApplication(t.db, { status, dueAt, withApplicants: false }).then((r) => r.application);

beforeAll(async () => {
  t = await buildDashboardTestApp();
  const username = await createStaff(t);
  other = { username, auth: bearer((await signIn(t, username)).token) };
});
afterAll(() => t.close());

describe('the queue view', () => {
  let late: Application;
  let soon: Application;
  let later: Application;
  let undated: Application;

  beforeEach(async () => {
    await t.db.delete(applications);
    const now = t.clock.now().getTime();
    later = await queued(new Date(now + 50 * HOUR));
    undated = await queued(null);
    late = await queued(new Date(now - 2 * HOUR));
    soon = await queued(new Date(now + 10 * MINUTE));
    // Not waiting on staff: never in the queue, whatever their dates.
    await queued(new Date(now - 9 * HOUR), 'paid');
    await queued(null, 'draft');
    await queued(new Date(now - 9 * HOUR), 'approved');
  });

  it('holds only what waits on staff, the earliest due first, with the overdue marked and counted', async () => {
    const page = await list('?view=queue');
    expect(page.items.map((i) => i.id)).toEqual([late.id, soon.id, later.id, undated.id]);
    expect(page.items.map((i) => i.overdue)).toEqual([true, false, false, false]);
    expect(page.items[0]!.dueAt).toBe(late.dueAt!.toISOString());
    expect(page.total).toBe(4);
    expect(page.queued).toBe(4);
    expect(page.overdue).toBe(1);
    // The overdue count and mark move with the clock: 11 minutes later, two are late (the
    // staff session idles out after 30).
    t.clock.advance(11 * MINUTE);
    const after = await list('?view=queue');
    expect(after.overdue).toBe(2);
    expect(after.items.map((i) => i.overdue)).toEqual([true, true, false, false]);
  });

  it('leaves every application reachable through the all view and its status filters', async () => {
    const all = await list('?view=all');
    expect(all.total).toBe(7);
    expect(all.overdue).toBeGreaterThanOrEqual(1);
    expect((await list('?status=draft')).total).toBe(1);
    expect((await list('?view=all&status=approved')).items[0]!.overdue).toBe(false);
    // Combined with a status outside the queue, the queue view is empty.
    expect((await list('?view=queue&status=paid')).total).toBe(0);
    // The view defaults to all, as the API did before the queue.
    expect((await list()).total).toBe(7);
  });

  it('pages through the queue in due order', async () => {
    const first = await list('?view=queue&pageSize=3');
    const second = await list('?view=queue&pageSize=3&page=2');
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual([
      late.id,
      soon.id,
      later.id,
      undated.id,
    ]);
    expect(first.total).toBe(4);
  });

  it('orders any set of due instants and statuses as the rule says (property)', async () => {
    const statuses: ApplicationStatus[] = ['paid', 'under_review', 'approved', 'draft'];
    const row = fc.record({
      status: fc.constantFrom(...statuses),
      // Hours from now; null: no due date yet.
      dueIn: fc.option(fc.integer({ min: -500, max: 500 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 6 }), async (rows) => {
        await t.db.delete(applications);
        const now = t.clock.now().getTime();
        const inserted = [];
        for (const r of rows) {
          const dueAt = r.dueIn === null ? null : new Date(now + r.dueIn * HOUR);
          inserted.push({ ...r, dueAt, app: await queued(dueAt, r.status) });
        }
        const expected = inserted
          .filter((r) => r.status === 'under_review')
          .sort(
            (a, b) =>
              (a.dueAt?.getTime() ?? Infinity) - (b.dueAt?.getTime() ?? Infinity) ||
              a.app.id.localeCompare(b.app.id),
          );
        const page = await list('?view=queue&pageSize=100');
        expect(page.items.map((i) => i.id)).toEqual(expected.map((r) => r.app.id));
        const overdue = expected.filter((r) => r.dueAt !== null && r.dueAt.getTime() < now);
        expect(page.overdue).toBe(overdue.length);
        expect(page.items.filter((i) => i.overdue).map((i) => i.id)).toEqual(
          overdue.map((r) => r.app.id),
        );
      }),
      { numRuns: 12 },
    );
  });
});

describe('assignment', () => {
  let application: Application;
  const holder = async () =>
    (
      await t.db
        .select({ id: applications.assignedStaffId })
        .from(applications)
        .where(eq(applications.id, application.id))
    )[0]!.id;
  const audits = () =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, application.id)));

  beforeEach(async () => {
    application = await applicationWith(
      t.db,
      [{ firstName: 'Jane', lastName: 'Doe', passportNumber: 'X1234567' }],
      { status: 'under_review', dueAt: new Date(t.clock.now().getTime() + HOUR) },
    );
  });

  it('assigns to the caller, shows the holder in the list and the detail, and filters mine', async () => {
    const res = await post(application.id, 'assign');
    expect(res.statusCode, res.body).toBe(200);
    const assignment = res.json<TAssignment>();
    expect(assignment.assignedTo?.username).toBe(t.username);
    expect(assignment.assignedAt).toBe(t.clock.now().toISOString());

    const mine = await list('?view=queue&mine=true');
    expect(mine.items.map((i) => i.id)).toEqual([application.id]);
    expect(mine.items[0]!.assignedTo).toEqual(assignment.assignedTo);
    expect(mine.total).toBe(1);
    expect((await list('?view=queue&mine=true', other.auth)).items).toEqual([]);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${application.id}`,
      headers: t.auth,
    });
    expect(detail.json()).toMatchObject({ assignedTo: assignment.assignedTo });
    const timeline = detail.json<{ timeline: { action: string; actor: string | null }[] }>()
      .timeline;
    expect(timeline).toContainEqual(
      expect.objectContaining({ action: assignmentAudit.assigned, actor: t.username }),
    );

    // Assigning again is a no-op: no second audit entry.
    expect((await post(application.id, 'assign')).statusCode).toBe(200);
    expect(await audits()).toHaveLength(1);
  });

  it('refuses another holder with 409 unless they take it over, and audits the takeover', async () => {
    expect((await post(application.id, 'assign')).statusCode).toBe(200);
    const refused = await post(application.id, 'assign', other.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(
      problemOf('application.already_assigned', { holder: t.username }),
    );
    const releaseRefused = await post(application.id, 'unassign', other.auth);
    expect(releaseRefused.statusCode).toBe(409);
    expect(await audits()).toHaveLength(1);

    const taken = await post(application.id, 'assign', other.auth, { takeOver: true });
    expect(taken.statusCode).toBe(200);
    expect(taken.json<TAssignment>().assignedTo?.username).toBe(other.username);
    const entries = await audits();
    expect(entries.map((e) => e.action)).toEqual([
      assignmentAudit.assigned,
      assignmentAudit.assigned,
    ]);
    expect(entries[1]!.details).toEqual({ previous: t.username, takeOver: true });
  });

  it('releases, with an audit entry, and then anyone may assign', async () => {
    expect((await post(application.id, 'assign')).statusCode).toBe(200);
    const released = await post(application.id, 'unassign');
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ assignedTo: null, assignedAt: null });
    expect(await holder()).toBeNull();
    expect((await audits()).map((e) => e.action)).toEqual([
      assignmentAudit.assigned,
      assignmentAudit.unassigned,
    ]);
    expect((await post(application.id, 'assign', other.auth)).statusCode).toBe(200);
  });

  it('keeps updated_at: holding an application does not change it', async () => {
    expect((await post(application.id, 'assign')).statusCode).toBe(200);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.updatedAt).toEqual(application.updatedAt);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await post(UNKNOWN, 'assign')).statusCode).toBe(404);
    expect((await post('nope', 'unassign')).statusCode).toBe(404);
  });

  it('ends concurrent assigns by two staff with exactly one holder', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([
        post(application.id, 'assign'),
        post(application.id, 'assign', other.auth),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      const won = winner.json<TAssignment>().assignedTo!;
      const [row] = await t.db
        .select({ id: applications.assignedStaffId })
        .from(applications)
        .where(eq(applications.id, application.id));
      expect(row!.id).toBe(won.id);
      expect((await audits()).filter((e) => e.action === assignmentAudit.assigned)).toHaveLength(
        round + 1,
      );
      // Release for the next round (by the winner).
      const winnerAuth = won.username === t.username ? t.auth : other.auth;
      expect((await post(application.id, 'unassign', winnerAuth)).statusCode).toBe(200);
    }
  });
});
