// EXPLAIN ANALYZE of the queries one dashboard list call makes, on a seeded database:
//   BENCH_DATABASE_URL=postgres://.../db npx tsx --tsconfig tsconfig.node.json \
//     scripts/bench/explain-dashboard-search.ts '{"q":"doe","status":"paid"}'
// (seed it first with `BENCH_DATABASE_URL=... npm run bench`, which keeps a database it was given).
import { ZAdminApplicationsQuery } from '@/domain/schemas/admin';
import { createDatabase } from '@/server/db';
import { listQueries } from '@/server/services/admin/list-admin-applications';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('set BENCH_DATABASE_URL to a seeded PostgreSQL database');
const handle = await createDatabase({ databaseUrl: url });
try {
  if (handle.driver.kind !== 'postgres') throw new Error('PostgreSQL only');
  const query = ZAdminApplicationsQuery.parse(JSON.parse(process.argv[2] ?? '{}'));
  // The 'mine' filter of a staff member who holds nothing; overdue counted from now.
  const caller = { staffUserId: '00000000-0000-0000-0000-000000000000', now: new Date() };
  for (const [name, builder] of Object.entries(listQueries(handle.db, query, caller))) {
    const { sql, params } = builder.toSQL();
    const plan = await handle.driver.pool.query(`explain analyze ${sql}`, params);
    console.log(
      `--- ${name}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
    );
  }
} finally {
  await handle.close();
}
