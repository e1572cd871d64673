import { asc, eq, sql } from 'drizzle-orm';
import type { TApplicantView, TApplicationView } from '@/domain/schemas';
import { wizardStepFor } from '@/domain/status';
import {
  applicants,
  applications,
  type Agreement,
  type Applicant,
  type Application,
  type DatabaseExecutor,
} from '@/server/db';
import { pricingView } from './pricing-view';
import { expectedDelivery } from '@/domain/processing-time';
import { openValue } from '@/server/db/column-crypto';
import { deepFreeze } from '@/server/db/kept-results';

export async function listApplicants(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<Applicant[]> {
  return db
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, applicationId))
    .orderBy(asc(applicants.position));
}

/** What the applicant's view shows of an applicant row. */
export type ApplicantViewRow = Pick<
  Applicant,
  'position' | 'details' | 'validatedAt' | 'updatedAt'
>;

/** One entry per applicant the application is for, saved or not yet, in position order. */
export function applicantViews(
  application: Pick<Application, 'numberOfApplicants'>,
  rows: ApplicantViewRow[],
): TApplicantView[] {
  return Array.from({ length: application.numberOfApplicants }, (_, position) => {
    const row = rows.find((r) => r.position === position);
    return {
      position,
      details: row?.details ?? {},
      validated: row?.validatedAt != null,
      savedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/**
 * The columns of the application row its views show: the applicant's read selects only these
 * (access-token.ts, requireApplicantView); a whole row serves too.
 */
export type ViewApplication = Pick<
  Application,
  | 'id'
  | 'applicationNumber'
  | 'status'
  | 'visaType'
  | 'touristValidity'
  | 'processingTime'
  | 'transportation'
  | 'portOfArrival'
  | 'email'
  | 'countryCode'
  | 'phone'
  | 'language'
  | 'numberOfApplicants'
  | 'travelInsurance'
  | 'travelEsim'
  | 'pricing'
  | 'totalAmount'
  | 'createdAt'
  | 'updatedAt'
  | 'submittedAt'
  | 'paidAt'
  | 'documentsCompletedAt'
>;

/** What the applicant's view needs beside the application row. */
export interface ApplicationParts {
  /** In any order (the view places each by its position). */
  applicants: ApplicantViewRow[];
  /** The current agreement (not superseded, decision 0016), if signed. */
  agreement: Pick<Agreement, 'signedAt' | 'signerName'> | undefined;
}

/** The parts as one query returns them: JSON arrays, timestamps as ISO strings. */
/** The sealed columns come as stored (see applicationPartsFrom). */
type ApplicantTuple = [number, string, string | null, string];
type AgreementTuple = [string, string];
export interface ApplicationPartsColumns {
  applicants: ApplicantTuple[] | null;
  agreement: AgreementTuple | null;
}

/**
 * Columns that load an application's parts in a statement selecting from `applications`: its
 * applicants, and the agreement not voided by a correction (at most one, by the
 * agreements_current_unique index), as JSON. Plain subqueries, unordered: drizzle's relational
 * query (lateral joins, sorted aggregates, its row mapping) cost the database and this process
 * about twice as much for the same answer (docs/decisions/0021-server-throughput.md). Written
 * out in SQL: in a one-table select drizzle leaves column names unqualified, and inside a
 * subquery an unqualified `id` would be the subquery's own.
 */
export const applicationPartsColumns = {
  applicants: sql<ApplicantTuple[] | null>`(select json_agg(json_build_array(p.position, p.details,
    p.validated_at, p.updated_at)) from applicants p where p.application_id = applications.id)`,
  agreement: sql<AgreementTuple | null>`(select json_build_array(g.signed_at, g.signer_name)
    from agreements g where g.application_id = applications.id and g.superseded_at is null)`,
};

/**
 * Parts already opened, by the identity of a kept result's (frozen) applicants column: a read
 * answered from the read cache (db/kept-results.ts) decrypts and parses its applicants once,
 * not on every request. Kept as long as the result is; the column key that opens them is in
 * this process's memory anyway (docs/decisions/0054-shared-read-cache.md).
 */
const openedParts = new WeakMap<object, ApplicationParts>();

/** The parts from the columns `applicationPartsColumns` added. */
export function applicationPartsFrom(row: ApplicationPartsColumns): ApplicationParts {
  const kept = row.applicants && Object.isFrozen(row.applicants) ? row.applicants : undefined;
  const opened = kept && openedParts.get(kept);
  if (opened) return opened;
  const parts: ApplicationParts = {
    applicants: (row.applicants ?? []).map(([position, details, validatedAt, updatedAt]) => ({
      position,
      // Sealed (docs/decisions/0039): raw SQL gets the stored text, opened here as drizzle would.
      details: JSON.parse(openValue('applicants.details', details)) as Record<string, unknown>,
      validatedAt: validatedAt === null ? null : new Date(validatedAt),
      updatedAt: new Date(updatedAt),
    })),
    agreement: row.agreement
      ? {
          signedAt: new Date(row.agreement[0]),
          signerName: openValue('agreements.signer_name', row.agreement[1]),
        }
      : undefined,
  };
  // Shared by every request the kept result answers: frozen, so none can change it for another.
  if (kept) openedParts.set(kept, deepFreeze(parts));
  return parts;
}

/** The parts of one application, in one query. */
async function loadApplicationParts(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<ApplicationParts> {
  const [row] = await db
    .select(applicationPartsColumns)
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row ? applicationPartsFrom(row) : { applicants: [], agreement: undefined };
}

/**
 * The applicant's own view, for resuming the wizard. Built field by field, never by spreading
 * the row, so the token hash and internal columns cannot leak. `parts` when the caller loaded
 * them with the application (the read does, in its access check); otherwise one query.
 */
export async function getApplicationView({
  db,
  application,
  parts,
}: {
  db: DatabaseExecutor;
  application: ViewApplication;
  parts?: ApplicationParts;
}): Promise<TApplicationView> {
  const { applicants: rows, agreement } = parts ?? (await loadApplicationParts(db, application.id));
  const applicantList = applicantViews(application, rows);
  const allValidated = applicantList.every((a) => a.validated);
  return {
    ...applicationFields(application),
    step: wizardStepFor(application.status, allValidated),
    communicationChannel: 'email',
    // As priced when last saved: a later change of the price table does not reprice it.
    pricing: pricingView(application.pricing),
    applicants: applicantList,
    agreement: {
      signed: agreement !== undefined,
      signedAt: agreement?.signedAt.toISOString() ?? null,
      signerName: agreement?.signerName ?? null,
    },
  };
}

/**
 * The application's own answers, price and dates, as the applicant's view and the staff's
 * detail both show them. Named field by field: nothing else of the row (the token hash, the
 * version) can leave through a view built on it.
 */
export function applicationFields(application: ViewApplication) {
  return {
    id: application.id,
    applicationNumber: application.applicationNumber,
    status: application.status,
    visaType: application.visaType,
    touristValidity: application.touristValidity,
    processingTime: application.processingTime,
    transportation: application.transportation,
    portOfArrival: application.portOfArrival,
    email: application.email,
    countryCode: application.countryCode,
    phone: application.phone,
    language: application.language,
    numberOfApplicants: application.numberOfApplicants,
    travelInsurance: application.travelInsurance,
    travelEsim: application.travelEsim,
    totalAmount: application.totalAmount,
    currency: 'USD' as const,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    paidAt: application.paidAt?.toISOString() ?? null,
    delivery: expectedDelivery(application, new Date()),
  };
}
