import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { normalizeApplicationNumber } from '@/domain/application-number';
import type { TStatusCheckResult, TTrackingResult } from '@/domain/schemas/admin';
import { expectedDelivery } from '@/domain/processing-time';
import { awaitsChanges, isApproved, isPaid } from '@/domain/status';
import { isTravellerApproved, type TravellerOutcome } from '@/domain/traveller-outcomes';
import {
  applicants,
  applications,
  changeRequestItems,
  changeRequests,
  documents,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { cacheResults } from '@/server/db/client';
import { openValue } from '@/server/db/column-crypto';
import { deepFreeze } from '@/server/db/kept-results';
import { HttpError } from '@/server/lib/http-errors';
import { listAccountingDocuments } from '@/server/services/accounting/document-files';
import { currentAddOnDeliveries, travellerAddOnViews } from '@/server/services/add-ons/deliveries';

// The applicant's public look-ups (calls 15 and 16, docs/requirements/status-check.md). Each is
// one indexed query whatever the outcome, so a wrong email and an unknown number take the same
// path and get the same answer. A draft is found too: only its creator has its number.

/**
 * The application's travellers, as JSON in the look-up's own row, so the check is one query
 * (docs/decisions/0021-server-throughput.md): id, position, first name (sealed: opened by
 * `travellersFrom`), outcome, e-visa key, when the e-visa was deleted, when submitted to the
 * government. Written out in SQL: inside a subquery an unqualified `id` would be the subquery's.
 */
type TravellerTuple = [
  string,
  number,
  string | null,
  TravellerOutcome,
  string | null,
  string | null,
  string | null,
];
const travellersColumn = sql<TravellerTuple[] | null>`(select json_agg(json_build_array(p.id,
  p.position, p.first_name, p.outcome, p.evisa_storage_key, p.evisa_deleted_at,
  p.gov_submitted_at) order by p.position) from applicants p
  where p.application_id = applications.id)`;

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));
type Traveller = ReturnType<typeof openTravellers>[number];
/**
 * Travellers opened from a kept (frozen) look-up, by the identity of its column: a look-up
 * answered from the read cache decrypts their names once, not per request
 * (docs/decisions/0054-shared-read-cache.md).
 */
const openedTravellers = new WeakMap<object, readonly Traveller[]>();
function travellersFrom(tuples: TravellerTuple[] | null): readonly Traveller[] {
  if (!tuples || !Object.isFrozen(tuples)) return openTravellers(tuples);
  let opened = openedTravellers.get(tuples);
  if (!opened) openedTravellers.set(tuples, (opened = deepFreeze(openTravellers(tuples))));
  return opened;
}
function openTravellers(tuples: TravellerTuple[] | null) {
  return (tuples ?? []).map(
    ([id, position, firstName, outcome, eVisaStorageKey, eVisaDeletedAt, govSubmittedAt]) => ({
      id,
      position,
      firstName: firstName === null ? null : openValue('applicants.first_name', firstName),
      outcome,
      eVisaStorageKey,
      eVisaDeletedAt: dateOrNull(eVisaDeletedAt),
      govSubmittedAt: dateOrNull(govSubmittedAt),
    }),
  );
}

/**
 * The look-up, prepared once per database (a named statement on PostgreSQL), so neither
 * drizzle nor PostgreSQL builds or plans it per request (docs/decisions/0021-server-throughput.md).
 */
const prepared = new WeakMap<Database, ReturnType<typeof prepareStatusLookUp>>();
function prepareStatusLookUp(db: Database) {
  return (
    db
      .select({
        id: applications.id,
        applicationNumber: applications.applicationNumber,
        status: applications.status,
        visaType: applications.visaType,
        processingTime: applications.processingTime,
        travelInsurance: applications.travelInsurance,
        travelEsim: applications.travelEsim,
        documentsCompletedAt: applications.documentsCompletedAt,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        eVisaDocumentId: documents.id,
        travellers: travellersColumn,
      })
      .from(applications)
      // The application's one e-visa, if any (from before per-traveller decisions), in the same
      // query (the latest, should there ever be two). Travellers' own e-visas are listed apart.
      .leftJoin(
        documents,
        and(
          eq(documents.applicationId, applications.id),
          eq(documents.kind, 'evisa'),
          isNull(documents.applicantId),
        ),
      )
      .where(
        and(
          eq(applications.applicationNumber, sql.placeholder('applicationNumber')),
          eq(sql`lower(${applications.email})`, sql.placeholder('email')),
        ),
      )
      .orderBy(sql`${documents.uploadedAt} desc nulls last`)
      .limit(1)
      .prepare('status_check')
  );
}

/** GET /api/applications/status: the status and dates for the right email and number pair. */
export async function checkApplicationStatus({
  db,
  email,
  applicationNumber,
  eVisaUrlFor,
  travellerEVisaUrlFor,
  accountingUrlFor,
  addOnUrlFor,
}: {
  db: Database;
  email: string;
  applicationNumber: string;
  /** The signed link for an e-visa document (only asked for approved applications). */
  eVisaUrlFor: (documentId: string) => string;
  /** The signed link for one traveller's own e-visa (only asked for approved travellers). */
  travellerEVisaUrlFor: (applicantId: string) => string;
  /** The signed link for a receipt, invoice or credit note (only paid applications have one). */
  accountingUrlFor: (documentId: string) => string;
  /** The signed link for a delivered extra (add-ons.md). */
  addOnUrlFor: (documentId: string) => string;
}): Promise<TStatusCheckResult> {
  let statement = prepared.get(db);
  if (!statement) {
    prepared.set(db, (statement = prepareStatusLookUp(db)));
    // The look-up a traveller's status page repeats: kept while nothing it reads changes. It
    // reads tables only; the expected delivery is judged below, against the clock.
    cacheResults(db, statement);
  }
  const [row] = await statement.execute({
    applicationNumber: normalizeApplicationNumber(applicationNumber),
    email: email.trim().toLowerCase(),
  });
  if (!row) throw new HttpError('status_check.not_found');
  const {
    id,
    eVisaDocumentId: documentId,
    createdAt,
    updatedAt,
    documentsCompletedAt,
    travelInsurance,
    travelEsim,
    travellers: travellerTuples,
    ...rest
  } = row;
  const choices = { status: rest.status, travelInsurance, travelEsim };
  const travellers = travellersFrom(travellerTuples);
  const asked = awaitsChanges(rest.status) ? await openChangeItems(db, id) : [];
  const accounting = isPaid(rest.status) ? await listAccountingDocuments(db, id) : [];
  const withAddOns = isPaid(rest.status) && (travelInsurance || travelEsim);
  const addOnFiles = withAddOns ? await currentAddOnDeliveries(db, id) : [];
  return {
    ...rest,
    travellers: travellers.map((traveller) => ({
      firstName: traveller.firstName?.trim() || `#${traveller.position + 1}`,
      outcome: traveller.outcome,
      eVisaUrl:
        isTravellerApproved(traveller.outcome) && traveller.eVisaStorageKey
          ? travellerEVisaUrlFor(traveller.id)
          : null,
      eVisaDeletedAt: traveller.eVisaDeletedAt?.toISOString() ?? null,
      // The date only: the government's id is for staff (docs/requirements/refunds.md).
      submittedToGovernmentAt: traveller.govSubmittedAt?.toISOString() ?? null,
      changesAsked: asked
        .filter((item) => item.applicantId === traveller.id)
        .map(({ reason, otherText, doneAt }) => ({ reason, otherText, done: doneAt !== null })),
      addOns: withAddOns ? travellerAddOnViews(choices, traveller, addOnFiles, addOnUrlFor) : [],
    })),
    delivery: expectedDelivery({ ...rest, documentsCompletedAt }, new Date()),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    eVisaUrl: isApproved(rest.status) && documentId ? eVisaUrlFor(documentId) : null,
    accountingDocuments: accounting.map(({ id: documentId, ...document }) => ({
      ...document,
      url: accountingUrlFor(documentId),
    })),
  };
}

/** The items of the application's open change request, in the order the traveller's page lists. */
const openChangeItems = (db: DatabaseExecutor, applicationId: string) =>
  db
    .select({
      applicantId: changeRequestItems.applicantId,
      reason: changeRequestItems.reason,
      otherText: changeRequestItems.otherText,
      doneAt: changeRequestItems.doneAt,
    })
    .from(changeRequestItems)
    .innerJoin(changeRequests, eq(changeRequests.id, changeRequestItems.requestId))
    .where(and(eq(changeRequests.applicationId, applicationId), eq(changeRequests.state, 'open')))
    .orderBy(asc(changeRequestItems.kind), asc(changeRequestItems.target));

/** GET /api/applications/track/:applicationNumber: the status and each traveller's outcome. */
export async function trackApplication({
  db,
  applicationNumber,
}: {
  db: DatabaseExecutor;
  applicationNumber: string;
}): Promise<TTrackingResult> {
  const [row] = await db
    .select({
      id: applications.id,
      applicationNumber: applications.applicationNumber,
      status: applications.status,
    })
    .from(applications)
    .where(eq(applications.applicationNumber, normalizeApplicationNumber(applicationNumber)));
  if (!row) throw new HttpError('tracking.not_found');
  const travellers = await db
    .select({ outcome: applicants.outcome })
    .from(applicants)
    .where(eq(applicants.applicationId, row.id))
    .orderBy(asc(applicants.position));
  return {
    applicationNumber: row.applicationNumber,
    status: row.status,
    travellers: travellers.map((t) => t.outcome),
  };
}
