import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { addOnsOwed, type AddOnKind } from '@/domain/add-ons';
import type { TAdminApplicationsPage, TAdminApplicationsQuery } from '@/domain/schemas/admin';
import { applicationStatuses, type ApplicationStatus } from '@/domain/status';
import { isQueued, queueStatuses } from '@/domain/work-queue';
import { applicants, applications, staffUsers, type Database } from '@/server/db';
import { readApplicationCounts } from './application-counts';
import { resolveSearch, type ResolvedSearch } from './application-search';

const DAY_MS = 24 * 60 * 60 * 1000;

const sortColumns = {
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  applicationNumber: applications.applicationNumber,
  status: applications.status,
} as const;

/**
 * In the work queue: the condition the queue's partial index is built on, which leaves out the
 * applications made anonymous (erased at the traveller's request: nothing is left to work on;
 * their status still counts under the status tabs).
 */
const inQueue = and(
  inArray(applications.status, [...queueStatuses]),
  isNull(applications.anonymisedAt),
);

/** An extra of a traveller still owed (paid, not rejected, traveller not refused), not yet sent. */
const undelivered = (kind: AddOnKind) => sql`not exists (select 1 from "documents" d
  where d."applicant_id" = a."id" and d."kind" = 'addon' and d."document_type" = ${kind}
    and d."superseded_at" is null)`;
const addOnsDue = and(
  inArray(
    applications.status,
    applicationStatuses.filter((s) => addOnsOwed(s, 'pending')),
  ),
  isNull(applications.anonymisedAt),
  or(applications.travelInsurance, applications.travelEsim),
  sql`exists (select 1 from "applicants" a where a."application_id" = ${applications.id}
    and a."outcome" <> 'refused'
    and ((${applications.travelInsurance} and ${undelivered('insurance')})
      or (${applications.travelEsim} and ${undelivered('esim')})))`,
);

/**
 * How a page goes through a search's many matches (docs/decisions/0051-name-search-tokens.md):
 * it walks its own order, testing each row against a hash of the matches and stopping when the
 * page is full (about a microsecond a row), or it collects every match first and sorts them
 * (a look-up each, about twelve times as dear). Pages up to this far in always walk; a deeper one
 * walks while the rows it expects to pass, the table's size over the matches' share, cost less
 * than collecting.
 */
const WALK_UP_TO = 500;
const COLLECT_COST_IN_ROWS = 12;

/** The search as a condition on the applications (undefined: no search). */
function searchCondition(
  search: ResolvedSearch | undefined,
  use: 'walk' | 'collect',
): SQL | undefined {
  if (!search) return undefined;
  if (search.kind === 'many') return search[use];
  return search.ids.length === 0 ? sql`false` : inArray(applications.id, search.ids);
}

/** The query's filters but the search, as one condition (undefined: none). */
function listFilters(query: TAdminApplicationsQuery, staffUserId: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.view === 'queue') conditions.push(inQueue);
  if (query.mine) conditions.push(eq(applications.assignedStaffId, staffUserId));
  if (query.addOnsDue) conditions.push(addOnsDue);
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

/**
 * The first applicant's name: the name columns once validated, the draft's fields before (all
 * sealed, so put together here rather than in SQL).
 */
function leadName(lead: {
  firstName: string | null;
  lastName: string | null;
  details: Record<string, unknown> | null;
}): string {
  const field = (name: 'firstName' | 'lastName') => {
    const value = lead[name] ?? lead.details?.[name];
    return typeof value === 'string' ? value : '';
  };
  return `${field('firstName')} ${field('lastName')}`.trim();
}

/**
 * The queries of one list call (exported so the bench can EXPLAIN them), the search resolved
 * first (`resolveSearch`). `total` is a number when known without a query: a search alone
 * counts its own matches, never the applications table.
 */
export function listQueries(
  db: Database,
  query: TAdminApplicationsQuery,
  {
    staffUserId,
    now,
    search,
    walk = true,
  }: {
    staffUserId: string;
    now: Date;
    search: ResolvedSearch | undefined;
    /** How the page goes through a search's many matches: walked (true) or collected. */
    walk?: boolean;
  },
) {
  const filters = listFilters(query, staffUserId);
  const where = and(searchCondition(search, 'collect'), filters);
  const direction = query.order === 'asc' ? asc : desc;
  // The queue: the earliest promise first, whatever the sort says (its index: due_at, id).
  const order =
    query.view === 'queue'
      ? [sql`${applications.dueAt} asc nulls last`, asc(applications.id)]
      : [direction(sortColumns[query.sort]), direction(applications.id)];
  return {
    page: db
      .select({
        id: applications.id,
        applicationNumber: applications.applicationNumber,
        status: applications.status,
        visaType: applications.visaType,
        processingTime: applications.processingTime,
        email: applications.email,
        leadFirstName: applicants.firstName,
        leadLastName: applicants.lastName,
        leadDetails: applicants.details,
        numberOfApplicants: applications.numberOfApplicants,
        totalAmount: applications.totalAmount,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        dueAt: applications.dueAt,
        assignedStaffId: applications.assignedStaffId,
        assignedUsername: staffUsers.username,
        assignedAt: applications.assignedAt,
      })
      .from(applications)
      .leftJoin(
        applicants,
        and(eq(applicants.applicationId, applications.id), eq(applicants.position, 0)),
      )
      .leftJoin(staffUsers, eq(staffUsers.id, applications.assignedStaffId))
      .where(and(searchCondition(search, walk ? 'walk' : 'collect'), filters))
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    total:
      search && !filters
        ? search.kind === 'few'
          ? search.ids.length
          : db.select({ total: search.count }).from(sql`(select 1) as "one"`)
        : db.select({ total: count() }).from(applications).where(where),
    // Kept by triggers beside the table, not counted over it (./application-counts.ts).
    counts: readApplicationCounts(db),
    overdue: db
      .select({ total: count() })
      .from(applications)
      .where(and(inQueue, lt(applications.dueAt, now))),
  };
}

/**
 * GET /api/admin/applications (call 8): one page of applications matching the search and
 * filters (the work queue by due date, or all in the chosen sort), their total, the counts per
 * status (kept beside the table) and the queue's overdue count. The queries are
 * independent, so on PostgreSQL they run at once on separate connections.
 */
export async function listAdminApplications({
  db,
  query,
  staffUserId,
  now,
}: {
  db: Database;
  query: TAdminApplicationsQuery;
  /** The caller: the 'mine' filter's staff member. */
  staffUserId: string;
  /** Overdue: in the queue and due before this instant. */
  now: Date;
}): Promise<TAdminApplicationsPage> {
  const search = await resolveSearch(db, query.q);
  const queries = listQueries(db, query, { staffUserId, now, search });
  // With no filter but the status, the counts already hold the total: one scan fewer for the
  // dashboard's opening view and its status tabs.
  const totalFromCounts =
    !query.q?.trim() &&
    !query.visaType &&
    !query.processingTime &&
    !query.createdFrom &&
    !query.createdTo &&
    !query.mine &&
    !query.addOnsDue;
  const figures = () =>
    Promise.all([
      totalFromCounts
        ? undefined
        : typeof queries.total === 'number'
          ? queries.total
          : queries.total.then(([row]) => row?.total ?? 0),
      queries.counts,
      queries.overdue.then(([row]) => row?.total ?? 0),
    ]);
  let rows: Awaited<typeof queries.page>;
  let filtered: number | undefined;
  let statusCounts: Awaited<typeof queries.counts>;
  let overdue: number;
  if (search?.kind === 'many' && query.page * query.pageSize > WALK_UP_TO) {
    // Deep into many matches: their number first, then the cheaper way to the page.
    [filtered, statusCounts, overdue] = await figures();
    const table = statusCounts.reduce((total, row) => total + row.total, 0);
    const matches = Math.max(filtered ?? 0, 1);
    const walk = query.page * query.pageSize * table <= COLLECT_COST_IN_ROWS * matches * matches;
    rows = await listQueries(db, query, { staffUserId, now, search, walk }).page;
  } else {
    [rows, [filtered, statusCounts, overdue]] = await Promise.all([queries.page, figures()]);
  }
  const counts = Object.fromEntries(applicationStatuses.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  // The queue's own counts leave out anonymised applications, as the queue does.
  const workable = { ...counts };
  for (const row of statusCounts) {
    counts[row.status] += row.total;
    if (!row.anonymised) workable[row.status] += row.total;
  }
  const sum = (statuses: readonly ApplicationStatus[], from = counts) =>
    statuses.reduce((total, s) => total + from[s], 0);
  // The statuses the view and the status filter leave: their counts add up to the total.
  const shown = applicationStatuses.filter(
    (s) => (query.view !== 'queue' || isQueued(s)) && (!query.status || s === query.status),
  );
  return {
    items: rows.map(
      ({
        assignedStaffId,
        assignedUsername,
        leadFirstName,
        leadLastName,
        leadDetails,
        ...row
      }) => ({
        ...row,
        leadName: leadName({
          firstName: leadFirstName,
          lastName: leadLastName,
          details: leadDetails,
        }),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        dueAt: row.dueAt?.toISOString() ?? null,
        overdue: isQueued(row.status) && row.dueAt !== null && row.dueAt < now,
        assignedTo:
          assignedStaffId && assignedUsername !== null
            ? { id: assignedStaffId, username: assignedUsername }
            : null,
        assignedAt: row.assignedAt?.toISOString() ?? null,
      }),
    ),
    total: filtered ?? sum(shown, query.view === 'queue' ? workable : counts),
    page: query.page,
    pageSize: query.pageSize,
    counts,
    queued: sum(queueStatuses, workable),
    overdue,
  };
}
