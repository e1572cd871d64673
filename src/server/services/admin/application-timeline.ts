import { asc, eq } from 'drizzle-orm';
import type { TTimelineEntry } from '@/domain/schemas/admin';
import { isDecided, type ApplicationStatus } from '@/domain/status';
import {
  auditLog,
  emailOutbox,
  staffUsers,
  type Application,
  type DatabaseExecutor,
} from '@/server/db';

// The detail view's timeline (docs/requirements/staff-dashboard.md, "Timeline"): status changes
// from the application's own timestamps, the staff audit trail, and the outbox's emails.

/** The template whose queueing marks the move to under_review (services/documents). */
const UNDER_REVIEW_EMAIL = 'documents-received';

const status = (at: Date | null, name: ApplicationStatus): TTimelineEntry[] =>
  at
    ? [
        {
          at: at.toISOString(),
          kind: 'status',
          action: `status.${name}`,
          actor: null,
          ip: null,
          detail: {},
        },
      ]
    : [];

export async function applicationTimeline({
  db,
  application,
}: {
  db: DatabaseExecutor;
  application: Application;
}): Promise<TTimelineEntry[]> {
  const [audits, emails] = await Promise.all([
    db
      .select({
        at: auditLog.createdAt,
        action: auditLog.action,
        actor: staffUsers.username,
        ip: auditLog.ip,
        detail: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffUserId))
      .where(eq(auditLog.applicationId, application.id))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    // Template and delivery state only: payloads hold personal data the timeline does not need.
    db
      .select({
        template: emailOutbox.template,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.applicationId, application.id)),
  ]);

  const underReview = emails.find((e) => e.template === UNDER_REVIEW_EMAIL)?.createdAt ?? null;
  const entries: TTimelineEntry[] = [
    ...status(application.createdAt, 'draft'),
    ...status(application.submittedAt, 'submitted'),
    ...status(application.paidAt, 'paid'),
    ...status(underReview, 'under_review'),
    ...(isDecided(application.status) ? status(application.decidedAt, application.status) : []),
    ...audits.map((a) => ({
      at: a.at.toISOString(),
      kind: a.action.startsWith('applicant.') ? ('applicant' as const) : ('staff' as const),
      action: a.action,
      actor: a.actor,
      ip: a.ip,
      detail: a.detail,
    })),
    ...emails.map((e) => ({
      at: (e.sentAt ?? e.createdAt).toISOString(),
      kind: 'email' as const,
      action: `email.${e.status}:${e.template}`,
      actor: null,
      ip: null,
      detail: {
        template: e.template,
        status: e.status,
        attempts: e.attempts,
        queuedAt: e.createdAt.toISOString(),
      },
    })),
  ];
  // Stable: entries at the same instant keep the order above (status, staff, email).
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
