// npm run bench:search: the staff dashboard's list and search (call 8) at 100,000 applications on
// PostgreSQL, 5% of them in the work queue (the dashboard's opening view). Seeds a fresh database (or BENCH_DATABASE_URL), migrates, runs each kind of query
// N times through the same service the route calls, prints median and p95 per kind and
// overall, and exits 1 when any kind's median is over 100 ms or its p95 over 250 ms. Method:
// docs/decisions/0011-staff-dashboard.md.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ZAdminApplicationsQuery } from '@/domain/schemas/admin';
import {
  applicants,
  applications,
  createDatabase,
  migrateDatabase,
  type Database,
} from '@/server/db';
import { compactApplicationCounts } from '@/server/services/admin/application-counts';
import { listAdminApplications } from '@/server/services/admin/list-admin-applications';
import { loadColumnKey, processKeyring } from '@/server/services/storage/encryption/column-key';
import { parseMasterKeys, staticKeyring } from '@/server/services/storage/encryption/keyring';
import { BENCH_MASTER_KEY, BENCH_STAFF_USERNAME, seedApplications } from './seed-applications';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** Every kind of query: median and 95th percentile under these (issue: 1M applications). */
const MEDIAN_LIMIT_MS = 100;
const P95_LIMIT_MS = 250;
const SERVER = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function sample(db: Database) {
  const [row] = await db
    .select({
      application_number: applications.applicationNumber,
      email: applications.email,
      passport_number: applicants.passportNumber,
      first_name: applicants.firstName,
      last_name: applicants.lastName,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.applicationId, applications.id))
    .orderBy(applications.id)
    .limit(1)
    .offset(Math.floor(APPLICATIONS / 2));
  return (row ?? {}) as Record<string, string>;
}

async function main() {
  const own = !process.env.BENCH_DATABASE_URL;
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let url = process.env.BENCH_DATABASE_URL ?? '';
  if (own) {
    await admin((c) => c.query(`create database "${name}"`));
    const u = new URL(SERVER);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const handle = await createDatabase({ databaseUrl: url });
  try {
    await migrateDatabase(handle);
    // The column key the service would use. A database of the caller's (BENCH_DATABASE_URL) is
    // kept for later runs, so its key is sealed under the bench's fixed key (its data is made
    // up); a database of its own, under a key of this process.
    await loadColumnKey(
      handle.db,
      own ? processKeyring() : staticKeyring(parseMasterKeys(BENCH_MASTER_KEY, 'the bench key')),
    );
    const [existing] = (
      await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from applications`)
    ).rows;
    if ((existing?.n ?? 0) >= APPLICATIONS) {
      console.log(`using the ${existing!.n} applications already in the database`);
    } else {
      const started = performance.now();
      const seeded = await seedApplications(handle.db, APPLICATIONS);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `seeded ${seeded.applications} applications, ${seeded.applicants} applicants in ${seconds} s`,
      );
    }
    // As the server's hourly pass does: the status counts' changes folded into one row each.
    await compactApplicationCounts(handle.db);
    const s = await sample(handle.db);
    // The work queue counts overdue from now; 'mine' is the seeded reviewer's third of it.
    const [reviewer] = (
      await handle.db.execute<{ id: string }>(
        sql`select id from staff_users where username = ${BENCH_STAFF_USERNAME}`,
      )
    ).rows;
    const caller = { staffUserId: reviewer!.id, now: new Date() };
    const kinds: Record<string, Record<string, unknown>> = {
      'work queue (the default)': { view: 'queue' },
      'work queue, page 5': { view: 'queue', page: 5 },
      'work queue, mine': { view: 'queue', mine: 'true' },
      'newest first': {},
      'status filter': { status: 'under_review' },
      'email exact': { q: s.email!.toUpperCase() },
      'passport number': { q: s.passport_number!.toLowerCase() },
      'application number prefix': { q: s.application_number!.slice(0, 9).toLowerCase() },
      'name prefix': { q: `${s.first_name} ${s.last_name!.slice(0, 3)}` },
      'last name': { q: s.last_name! },
      'last name, page 40': { q: s.last_name!, page: 40 },
      'date range': { createdFrom: '2026-03-01', createdTo: '2026-03-31' },
      'sorted by last update': { sort: 'updatedAt', order: 'desc', page: 2 },
      'search + filter, page 3': { q: s.last_name!, status: 'paid', page: 3, pageSize: 10 },
    };
    const all: number[] = [];
    const over: string[] = [];
    console.log(`\n${'query'.padEnd(28)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  rows`);
    for (const [kind, raw] of Object.entries(kinds)) {
      const query = ZAdminApplicationsQuery.parse(raw);
      const times: number[] = [];
      let total = 0;
      await listAdminApplications({ db: handle.db, query, ...caller }); // warm-up
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        total = (await listAdminApplications({ db: handle.db, query, ...caller })).total;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      if (percentile(times, 50) > MEDIAN_LIMIT_MS || percentile(times, 95) > P95_LIMIT_MS)
        over.push(kind);
      console.log(
        `${kind.padEnd(28)} ${percentile(times, 50).toFixed(1).padStart(6)} ms ${percentile(times, 95).toFixed(1).padStart(6)} ms  ${total}`,
      );
    }
    all.sort((a, b) => a - b);
    const median = percentile(all, 50);
    console.log(
      `${'overall'.padEnd(28)} ${median.toFixed(1).padStart(6)} ms ${percentile(all, 95).toFixed(1).padStart(6)} ms  (${all.length} runs)`,
    );
    if (over.length > 0) {
      console.error(
        `over ${MEDIAN_LIMIT_MS} ms median or ${P95_LIMIT_MS} ms p95: ${over.join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
    if (own) await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
  }
}

await main();
