import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isDocumentTarget, reasonFits, type TChangeItemInput } from '@/domain/change-requests';
import { documentTypesFor } from '@/domain/documents';
import { applicationStatus, assertTransition, mayRequestChanges } from '@/domain/status';
import { awaitsTravellerDecision } from '@/domain/traveller-outcomes';
import {
  applicants,
  applications,
  changeRequestItems,
  changeRequests,
  type Applicant,
  type Application,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { findApplication } from '@/server/services/admin/application-decision';
import { lockApplicationForStaff } from '@/server/services/applications/lock-application';
import { recordAudit } from '@/server/services/audit/record-audit';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';

// Staff ask for changes (docs/requirements/change-requests.md): one request of 1..20 items, each
// a traveller, a document to replace or a field to correct, and a preset reason. In one
// transaction with the application locked: the request and its items, the status
// action_required, the email with the traveller's link, the audit row. A second request racing
// the first waits for the lock, then finds the application no longer under review (409).

export const changeAudit = {
  requested: 'application.changes_requested',
  itemSent: 'applicant.change_sent',
  completed: 'applicant.changes_completed',
} as const;

/** How emails name a traveller: their first name, or their place on the application. */
const travellerName = (t: Pick<Applicant, 'firstName' | 'position'>) =>
  t.firstName?.trim() || `#${t.position + 1}`;

/** Every item's own rules, before anything is locked. */
function checkItems(application: Application, items: TChangeItemInput[]): void {
  const seen = new Set<string>();
  for (const item of items) {
    if (!reasonFits(item.reason, item.target))
      throw new HttpError('change_request.reason_not_for_target');
    if (item.reason === 'other' && !item.otherText)
      throw new HttpError('change_request.other_text_required');
    if (
      isDocumentTarget(item.target) &&
      !documentTypesFor(application.visaType).includes(item.target)
    )
      throw new HttpError('change_request.target_not_applicable');
    const key = `${item.applicantId}:${item.target}`;
    if (seen.has(key)) throw new HttpError('change_request.duplicate_item');
    seen.add(key);
  }
}

/** The email's list: per traveller (in their order), what to fix. */
export async function changesPayload(
  db: DatabaseExecutor,
  application: Application,
  requestId: string,
) {
  const rows = await db
    .select({
      position: applicants.position,
      firstName: applicants.firstName,
      applicantId: applicants.id,
      reason: changeRequestItems.reason,
      otherText: changeRequestItems.otherText,
    })
    .from(changeRequestItems)
    .innerJoin(applicants, eq(applicants.id, changeRequestItems.applicantId))
    .where(eq(changeRequestItems.requestId, requestId))
    .orderBy(asc(applicants.position), asc(changeRequestItems.id));
  const travellers = new Map<
    string,
    { firstName: string; items: { reason: TChangeItemInput['reason']; otherText?: string }[] }
  >();
  for (const r of rows) {
    const entry = travellers.get(r.applicantId) ?? { firstName: travellerName(r), items: [] };
    entry.items.push({
      reason: r.reason as TChangeItemInput['reason'],
      ...(r.otherText ? { otherText: r.otherText } : {}),
    });
    travellers.set(r.applicantId, entry);
  }
  return {
    applicationNumber: application.applicationNumber,
    changeRequestId: requestId,
    travellers: [...travellers.values()],
  };
}

export async function requestChanges(options: {
  db: Database;
  applicationId: string;
  items: TChangeItemInput[];
  staffUserId: string;
  ip: string;
  now?: Date;
}): Promise<string> {
  const { db, items } = options;
  const now = options.now ?? new Date();
  const early = await findApplication(db, options.applicationId);
  checkItems(early, items);
  if (!mayRequestChanges(early.status)) throw new HttpError('change_request.not_requestable');
  const requestId = await db.transaction(async (tx) => {
    const application = await lockApplicationForStaff(tx, early.id);
    if (!mayRequestChanges(application.status))
      throw new HttpError('change_request.not_requestable');
    const ids = [...new Set(items.map((i) => i.applicantId))];
    const travellers = await tx
      .select()
      .from(applicants)
      .where(
        and(
          eq(applicants.applicationId, application.id),
          inArray(
            applicants.id,
            ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
          ),
        ),
      )
      .orderBy(asc(applicants.position))
      .for('update');
    if (travellers.length !== ids.length) throw new HttpError('application.traveller_not_found');
    if (travellers.some((t) => !awaitsTravellerDecision(t.outcome)))
      throw new HttpError('change_request.traveller_decided');
    const [request] = await tx
      .insert(changeRequests)
      .values({ applicationId: application.id, createdBy: options.staffUserId, createdAt: now })
      .returning({ id: changeRequests.id });
    if (!request) throw new Error('change request insert returned nothing');
    await tx.insert(changeRequestItems).values(
      items.map((item) => ({
        requestId: request.id,
        applicantId: item.applicantId,
        kind: isDocumentTarget(item.target) ? ('document' as const) : ('field' as const),
        target: item.target,
        reason: item.reason,
        otherText: item.reason === 'other' ? (item.otherText ?? null) : null,
      })),
    );
    assertTransition(application.status, applicationStatus.action_required);
    await tx
      .update(applications)
      .set({ status: applicationStatus.action_required, version: sql`${applications.version} + 1` })
      .where(eq(applications.id, application.id));
    await queueEmail(tx, {
      idempotencyKey: `changes-requested:${request.id}`,
      template: 'changes-requested',
      to: application.email,
      language: application.language,
      applicationId: application.id,
      payload: await changesPayload(tx, application, request.id),
    });
    await recordAudit({
      db: tx,
      staffUserId: options.staffUserId,
      action: changeAudit.requested,
      applicationId: application.id,
      detail: {
        requestId: request.id,
        items: items.map((i) => ({
          firstName: travellers.find((t) => t.id === i.applicantId)?.firstName ?? null,
          target: i.target,
          reason: i.reason,
          ...(i.otherText ? { otherText: i.otherText } : {}),
        })),
      },
      ip: options.ip,
      now,
    });
    return request.id;
  });
  notifyMailWorker();
  return requestId;
}
