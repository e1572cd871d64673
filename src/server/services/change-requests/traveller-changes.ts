import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  type ChangeField,
  type TChangeItemView,
  type TChangeRequestView,
} from '@/domain/change-requests';
import {
  applicantDetailsFields,
  makeApplicantDetailsSchema,
} from '@/domain/schemas/applicant-details';
import { applicationStatus, assertTransition } from '@/domain/status';
import {
  applicants,
  applications,
  changeRequestItems,
  changeRequests,
  documents,
  type ChangeRequest,
  type ChangeRequestItem,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import {
  fieldProblemsFrom,
  HttpError,
  invalidFields,
  type FieldProblems,
} from '@/server/lib/http-errors';
import { copiedColumns } from '@/server/services/applications/applicant-rows';
import { lockApplication } from '@/server/services/applications/lock-application';
import { recordAudit } from '@/server/services/audit/record-audit';
import { receiveUpload } from '@/server/services/documents/receive-upload';
import {
  checkPassportUpload,
  inspectAndPrepare,
  storePreparation,
  type UploadContext,
} from '@/server/services/documents/upload-document';
import { changeAudit } from './request-changes';
import { markLinkUsed, requestForToken } from './change-link';
import { itemsOf, toItemView } from './items';

// The traveller's side of a change request (docs/requirements/change-requests.md): the page
// behind the emailed link lists exactly the items asked for and takes a file for each document
// item and a value for each field item, nothing else. Each answer locks the application, then
// the request; the last item done completes the request and puts the application back under
// review in the same transaction.

const ZUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const itemViews = async (db: DatabaseExecutor, requestId: string): Promise<TChangeItemView[]> =>
  (await itemsOf(db, [requestId])).map(toItemView);

/** GET /api/change-requests/:token: what to fix (first names only, no other personal data). */
export async function viewChangeRequest(options: {
  db: Database;
  token: string;
  now?: Date;
}): Promise<TChangeRequestView> {
  const now = options.now ?? new Date();
  const request = await requestForToken(options.db, options.token, now);
  await markLinkUsed(options.db, request.id, now);
  const [application] = await options.db
    .select({ applicationNumber: applications.applicationNumber })
    .from(applications)
    .where(eq(applications.id, request.applicationId));
  return {
    applicationNumber: application?.applicationNumber ?? '',
    state: request.state,
    items: await itemViews(options.db, request.id),
  };
}

/**
 * Inside the answering transaction: the application locked, then the request (still open, the
 * token still valid), then the item (part of this request and not done yet).
 */
async function lockItem(
  tx: DatabaseExecutor,
  token: string,
  itemId: string,
  now: Date,
): Promise<{ request: ChangeRequest; item: ChangeRequestItem }> {
  const unlocked = await requestForToken(tx, token, now);
  if (!(await lockApplication(tx, unlocked.applicationId)))
    throw new HttpError('change_request.link_invalid');
  const request = await requestForToken(tx, token, now, true);
  const item = await findItem(tx, request.id, itemId);
  return { request, item };
}

async function findItem(
  db: DatabaseExecutor,
  requestId: string,
  itemId: string,
): Promise<ChangeRequestItem> {
  if (!ZUuid.test(itemId)) throw new HttpError('change_request.item_not_found');
  const [item] = await db
    .select()
    .from(changeRequestItems)
    .where(and(eq(changeRequestItems.id, itemId), eq(changeRequestItems.requestId, requestId)));
  if (!item) throw new HttpError('change_request.item_not_found');
  return item;
}

/**
 * After an item is done: when none is left, the request is completed and the application goes
 * back to under_review (the work queue shows it again), with an audit row for the timeline.
 */
async function completeIfDone(
  tx: DatabaseExecutor,
  request: ChangeRequest,
  ip: string,
  now: Date,
): Promise<boolean> {
  const [left] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(changeRequestItems)
    .where(and(eq(changeRequestItems.requestId, request.id), isNull(changeRequestItems.doneAt)));
  if ((left?.count ?? 0) > 0) return false;
  await tx
    .update(changeRequests)
    .set({ state: 'completed', completedAt: now })
    .where(eq(changeRequests.id, request.id));
  const application = await lockApplication(tx, request.applicationId);
  if (!application) return false;
  assertTransition(application.status, applicationStatus.under_review);
  await tx
    .update(applications)
    .set({ status: applicationStatus.under_review, version: sql`${applications.version} + 1` })
    .where(eq(applications.id, application.id));
  await recordAudit({
    db: tx,
    staffUserId: null,
    action: changeAudit.completed,
    applicationId: application.id,
    detail: { requestId: request.id },
    ip,
    now,
  });
  return true;
}

async function auditItem(
  tx: DatabaseExecutor,
  request: ChangeRequest,
  item: ChangeRequestItem,
  ip: string,
  now: Date,
  extra: Record<string, unknown>,
) {
  const [traveller] = await tx
    .select({ firstName: applicants.firstName })
    .from(applicants)
    .where(eq(applicants.id, item.applicantId));
  await recordAudit({
    db: tx,
    staffUserId: null,
    action: changeAudit.itemSent,
    applicationId: request.applicationId,
    detail: {
      requestId: request.id,
      itemId: item.id,
      firstName: traveller?.firstName ?? null,
      target: item.target,
      ...extra,
    },
    ip,
    now,
  });
}

/**
 * POST /api/change-requests/:token/documents/:itemId: the replacement file for a document item,
 * through the upload pipeline's own checks (type sniffed, size, prepared copy). The multipart
 * fields must name the item's document type and traveller. The files it replaces stay, marked
 * superseded, beside the new one until the decision.
 */
export async function uploadChangeDocument(
  context: UploadContext & {
    token: string;
    itemId: string;
    request: FastifyRequest;
    ip: string;
    now?: Date;
  },
): Promise<{ completed: boolean }> {
  const { db, storage } = context;
  const now = context.now ?? new Date();
  // Early and unlocked: refused before any byte is stored.
  const early = await requestForToken(db, context.token, now);
  const earlyItem = await findItem(db, early.id, context.itemId);
  if (earlyItem.kind !== 'document') throw new HttpError('change_request.item_not_document');
  if (earlyItem.doneAt) throw new HttpError('change_request.item_done');
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, early.applicationId));
  const [traveller] = await db
    .select()
    .from(applicants)
    .where(eq(applicants.id, earlyItem.applicantId));
  if (!application || !traveller) throw new HttpError('change_request.link_invalid');
  const upload = await receiveUpload(context.request, storage, async (fields) => {
    if (fields.documentType !== earlyItem.target || fields.applicant !== traveller.position)
      throw new HttpError('change_request.file_mismatch');
  });
  const stored = [upload.stored.key];
  try {
    const preparation = await inspectAndPrepare(context, application, upload);
    // A replacement passport is checked too: staff see its reading beside the old one's.
    const passportCheck = await checkPassportUpload(context, application, upload);
    const kept = await storePreparation(storage, upload, preparation, stored);
    const saved = await db.transaction(async (tx) => {
      const { request, item } = await lockItem(tx, context.token, context.itemId, now);
      if (item.kind !== 'document') throw new HttpError('change_request.item_not_document');
      if (item.doneAt) throw new HttpError('change_request.item_done');
      const superseded = await tx
        .update(documents)
        .set({ supersededAt: now })
        .where(
          and(
            eq(documents.applicantId, item.applicantId),
            eq(documents.documentType, item.target),
            eq(documents.kind, 'upload'),
            isNull(documents.supersededAt),
          ),
        )
        .returning({ id: documents.id });
      const [row] = await tx
        .insert(documents)
        .values({
          applicationId: request.applicationId,
          applicantId: item.applicantId,
          kind: 'upload',
          documentType: upload.documentType,
          originalName: upload.originalName,
          mimeType: upload.mimeType,
          ...kept.columns,
          warnings: preparation.warnings,
          passportCheck,
          uploadedAt: now,
        })
        .returning();
      if (!row) throw new Error('document insert returned nothing');
      await tx
        .update(changeRequestItems)
        .set({ doneAt: now, newDocumentId: row.id, oldDocumentIds: superseded.map((d) => d.id) })
        .where(eq(changeRequestItems.id, item.id));
      await auditItem(tx, request, item, context.ip, now, {
        fileName: row.originalName,
      });
      return { completed: await completeIfDone(tx, request, context.ip, now) };
    });
    await kept.dropReplaced();
    return saved;
  } catch (err) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw err;
  }
}

/**
 * POST /api/change-requests/:token/fields: corrected values for field items, each named by its
 * item. A value for a field no item of this request names is refused; each value passes the
 * wizard's own rule for that field and the traveller's details with it pass the whole step-2
 * schema (its problems on the corrected fields are reported).
 */
export async function correctChangeFields(options: {
  db: Database;
  token: string;
  itemIds: string[];
  values: Record<string, unknown>;
  ip: string;
  now?: Date;
}): Promise<{ completed: boolean }> {
  const now = options.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  return options.db.transaction(async (tx) => {
    let request: ChangeRequest | undefined;
    const items: ChangeRequestItem[] = [];
    for (const itemId of new Set(options.itemIds)) {
      const locked = await lockItem(tx, options.token, itemId, now);
      request = locked.request;
      if (locked.item.kind !== 'field') throw new HttpError('change_request.item_not_field');
      if (locked.item.doneAt) throw new HttpError('change_request.item_done');
      items.push(locked.item);
    }
    if (!request) throw new HttpError('change_request.item_not_found');
    // Exactly the fields the items name, per traveller: a value for anything else is refused.
    const named = new Set(items.map((i) => i.target));
    for (const key of Object.keys(options.values))
      if (!named.has(key)) throw new HttpError('change_request.item_not_field');
    const problems: FieldProblems = {};
    const byTraveller = new Map<string, ChangeRequestItem[]>();
    for (const item of items)
      byTraveller.set(item.applicantId, [...(byTraveller.get(item.applicantId) ?? []), item]);
    for (const [applicantId, travellerItems] of byTraveller) {
      const [traveller] = await tx
        .select()
        .from(applicants)
        .where(eq(applicants.id, applicantId))
        .for('update');
      if (!traveller) throw new HttpError('change_request.link_invalid');
      const details = { ...traveller.details };
      for (const item of travellerItems) {
        const field = item.target as ChangeField;
        const parsed = applicantDetailsFields[field].safeParse(options.values[field]);
        if (!parsed.success)
          Object.assign(
            problems,
            fieldProblemsFrom(parsed.error.issues.map((i) => ({ ...i, path: [field] }))),
          );
        else details[field] = parsed.data;
      }
      if (Object.keys(problems).length > 0) throw invalidFields(problems);
      const whole = makeApplicantDetailsSchema({ today }).safeParse(details);
      if (!whole.success) {
        const onCorrected = whole.error.issues.filter((i) => named.has(String(i.path[0])));
        if (onCorrected.length > 0) throw invalidFields(fieldProblemsFrom(onCorrected));
      }
      await tx
        .update(applicants)
        .set({ details, ...copiedColumns(details, traveller.validatedAt !== null) })
        .where(eq(applicants.id, applicantId));
      for (const item of travellerItems) {
        const oldValue = traveller.details[item.target];
        await tx
          .update(changeRequestItems)
          .set({
            doneAt: now,
            oldValue: oldValue === undefined ? null : String(oldValue),
            newValue: String(details[item.target]),
          })
          .where(eq(changeRequestItems.id, item.id));
        await auditItem(tx, request, item, options.ip, now, {});
      }
    }
    return { completed: await completeIfDone(tx, request, options.ip, now) };
  });
}
