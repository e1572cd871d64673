import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TAssignment } from '@/domain/schemas/admin';
import {
  applications,
  staffUsers,
  type Application,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { lockApplicationForStaff } from '@/server/services/applications/lock-application';
import { recordAudit } from '@/server/services/audit/record-audit';
import { findApplicationForStaff } from './find-application';

// The work queue's assignment (docs/requirements/staff-dashboard.md, "Assignment"): one staff
// member holds an application so two reviewers do not work on the same one.

export const assignmentAudit = {
  assigned: 'application.assigned',
  unassigned: 'application.unassigned',
} as const;

interface AssignOptions {
  db: Database;
  applicationId: string;
  staffUserId: string;
  /** Take it from whoever holds it (recorded as such); otherwise someone else's hold is a 409. */
  takeOver: boolean;
  ip: string | null;
  now: Date;
}

async function usernameOf(db: DatabaseExecutor, staffUserId: string | null) {
  if (!staffUserId) return null;
  const [row] = await db
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId));
  return row?.username ?? null;
}

/** Who holds an application, as the list and the detail show it. */
export async function assignmentOf(
  db: DatabaseExecutor,
  application: Pick<Application, 'assignedStaffId' | 'assignedAt'>,
): Promise<TAssignment> {
  const username = await usernameOf(db, application.assignedStaffId);
  return {
    assignedTo:
      application.assignedStaffId && username !== null
        ? { id: application.assignedStaffId, username }
        : null,
    assignedAt: application.assignedAt?.toISOString() ?? null,
  };
}

async function refuseHeldByOther(db: DatabaseExecutor, holder: string): Promise<never> {
  throw new HttpError('application.already_assigned', {
    holder: (await usernameOf(db, holder)) ?? '?',
  });
}

/**
 * Moves the hold to `next` (null: release). The row is locked first, so the holder read is the
 * one the change replaces (and the audit names); the UPDATE is conditional on that holder too
 * (`assigned_staff_id is null`, or `= the holder read`), so two staff acting at once end with
 * exactly one holder even if the lock were dropped. Nothing is written when nothing changes.
 */
async function moveHold(
  options: AssignOptions,
  next: string | null,
  action: (typeof assignmentAudit)[keyof typeof assignmentAudit],
): Promise<TAssignment> {
  const { db, staffUserId, takeOver, ip, now } = options;
  const application = await findApplicationForStaff({ db, applicationId: options.applicationId });
  return db.transaction(async (tx) => {
    const locked = await lockApplicationForStaff(tx, application.id);
    const holder = locked.assignedStaffId;
    if (holder === next) return assignmentOf(tx, locked);
    if (holder !== null && holder !== staffUserId && !takeOver) {
      return refuseHeldByOther(tx, holder);
    }
    const [moved] = await tx
      .update(applications)
      .set({
        assignedStaffId: next,
        assignedAt: next ? now : null,
        // Assignment is not a change to the application the customer made or sees.
        updatedAt: sql`${applications.updatedAt}`,
      })
      .where(
        and(
          eq(applications.id, application.id),
          holder === null
            ? isNull(applications.assignedStaffId)
            : eq(applications.assignedStaffId, holder),
        ),
      )
      .returning({ id: applications.id });
    if (!moved) throw new HttpError('application.already_assigned', { holder: '?' });
    await recordAudit({
      db: tx,
      staffUserId,
      action,
      applicationId: application.id,
      detail:
        holder !== null && holder !== staffUserId
          ? { previous: await usernameOf(tx, holder), takeOver: true }
          : {},
      ip,
      now,
    });
    return assignmentOf(tx, { assignedStaffId: next, assignedAt: next ? now : null });
  });
}

/** POST /api/admin/applications/:id/assign: the caller holds it (409 if another does). */
export function assignApplication(options: AssignOptions): Promise<TAssignment> {
  return moveHold(options, options.staffUserId, assignmentAudit.assigned);
}

/** POST /api/admin/applications/:id/unassign: nobody holds it (409 if another does). */
export function unassignApplication(options: AssignOptions): Promise<TAssignment> {
  return moveHold(options, null, assignmentAudit.unassigned);
}
