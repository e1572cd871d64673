// EXPLAIN ANALYZE of the queries one dashboard list call makes, on a seeded database:
//   BENCH_DATABASE_URL=postgres://.../db npx tsx --tsconfig tsconfig.node.json \
//     scripts/bench/explain-dashboard-search.ts '{"q":"doe","status":"paid"}'
// (seed it first with `BENCH_DATABASE_URL=... npm run bench:search`, which keeps a database it
// was given, its column key sealed under the bench's key: names and passport numbers are then
// searched as the bench searches them).
import { ZAdminApplicationsQuery } from '@/domain/schemas/admin';
import { createDatabase } from '@/server/db';
import { resolveSearch } from '@/server/services/admin/application-search';
import { listQueries } from '@/server/services/admin/list-admin-applications';
import { loadColumnKey } from '@/server/services/storage/encryption/column-key';
import { parseMasterKeys, staticKeyring } from '@/server/services/storage/encryption/keyring';
import { BENCH_MASTER_KEY } from './seed-applications';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('set BENCH_DATABASE_URL to a seeded PostgreSQL database');
const handle = await createDatabase({ databaseUrl: url });
try {
  if (handle.driver.kind !== 'postgres') throw new Error('PostgreSQL only');
  await loadColumnKey(handle.db, staticKeyring(parseMasterKeys(BENCH_MASTER_KEY, 'the bench key')));
  const query = ZAdminApplicationsQuery.parse(JSON.parse(process.argv[2] ?? '{}'));
  // The 'mine' filter of a staff member who holds nothing; overdue counted from now.
  const caller = {
    staffUserId: '00000000-0000-0000-0000-000000000000',
    now: new Date(),
    search: await resolveSearch(handle.db, query.q),
  };
  console.log(`--- search: ${caller.search?.kind ?? 'none'}`);
  for (const [name, builder] of Object.entries(listQueries(handle.db, query, caller))) {
    if (typeof builder === 'number') {
      console.log(`--- ${name}: ${builder}, known without a query`);
      continue;
    }
    const { sql, params } = builder.toSQL();
    const plan = await handle.driver.pool.query(`explain analyze ${sql}`, params);
    console.log(
      `--- ${name}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
    );
  }
} finally {
  await handle.close();
}
