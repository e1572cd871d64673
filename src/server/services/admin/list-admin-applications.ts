import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TAdminApplicationsPage, TAdminApplicationsQuery } from '@/domain/schemas/admin';
import { applicationStatuses, type ApplicationStatus } from '@/domain/status';
import { applicants, applications, type Database } from '@/server/db';
import { applicationSearch } from './application-search';

const DAY_MS = 24 * 60 * 60 * 1000;

const sortColumns = {
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  applicationNumber: applications.applicationNumber,
  status: applications.status,
} as const;

/** The query's filters and search as one condition (undefined: every application). */
function listConditions(query: TAdminApplicationsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [applicationSearch(query.q)];
  if (query.status) conditions.push(eq(applications.status, query.status));
  if (query.visaType) conditions.push(eq(applications.visaType, query.visaType));
  if (query.processingTime) {
    conditions.push(eq(applications.processingTime, query.processingTime));
  }
  // Whole UTC days, both ends included.
  if (query.createdFrom) {
    conditions.push(gte(applications.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)));
  }
  if (query.createdTo) {
    const end = new Date(new Date(`${query.createdTo}T00:00:00Z`).getTime() + DAY_MS);
    conditions.push(lt(applications.createdAt, end));
  }
  return and(...conditions);
}

// The first applicant's name: the searchable columns once validated, the draft's fields before.
const leadName = sql<string>`trim(coalesce(${applicants.firstName}, ${applicants.details}->>'firstName', '') || ' ' || coalesce(${applicants.lastName}, ${applicants.details}->>'lastName', ''))`;

/** The three queries of one list call (exported so the bench can EXPLAIN them). */
export function listQueries(db: Database, query: TAdminApplicationsQuery) {
  const where = listConditions(query);
  const direction = query.order === 'asc' ? asc : desc;
  return {
    page: db
      .select({
        id: applications.id,
        applicationNumber: applications.applicationNumber,
        status: applications.status,
        visaType: applications.visaType,
        processingTime: applications.processingTime,
        email: applications.email,
        leadName,
        numberOfApplicants: applications.numberOfApplicants,
        totalAmount: applications.totalAmount,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .leftJoin(
        applicants,
        and(eq(applicants.applicationId, applications.id), eq(applicants.position, 0)),
      )
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(applications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    total: db.select({ total: count() }).from(applications).where(where),
    counts: db
      .select({ status: applications.status, total: count() })
      .from(applications)
      .groupBy(applications.status),
  };
}

/**
 * GET /api/admin/applications (call 8): one page of applications matching the search and
 * filters, their total, and the counts per status over the whole table. The three queries are
 * independent, so on PostgreSQL they run at once on separate connections.
 */
export async function listAdminApplications({
  db,
  query,
}: {
  db: Database;
  query: TAdminApplicationsQuery;
}): Promise<TAdminApplicationsPage> {
  const queries = listQueries(db, query);
  // With no filter but the status, the counts already hold the total: one scan fewer for the
  // dashboard's opening view and its status tabs.
  const totalFromCounts =
    !query.q?.trim() &&
    !query.visaType &&
    !query.processingTime &&
    !query.createdFrom &&
    !query.createdTo;
  const [rows, filtered, statusCounts] = await Promise.all([
    queries.page,
    totalFromCounts ? undefined : queries.total.then(([row]) => row?.total ?? 0),
    queries.counts,
  ]);
  const counts = Object.fromEntries(applicationStatuses.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of statusCounts) counts[row.status] = row.total;
  const everything = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: filtered ?? (query.status ? counts[query.status] : everything),
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
