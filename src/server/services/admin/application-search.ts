import { sql, type SQL } from 'drizzle-orm';
import { normalizeApplicationNumber } from '@/domain/application-number';
import { applicants, applications } from '@/server/db';

// The dashboard's search rules (docs/requirements/staff-dashboard.md, "Search"). Each rule is a
// prefix or equality match that one btree index serves (migration 0006), so a search stays fast
// at 100,000 applications on PostgreSQL and PGlite alike; no trigram extension is needed.

/** `\`, `%` and `_` are LIKE's own characters: typed by staff, they match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const prefixOf = (text: string) => `${escapeLike(text)}%`;

/**
 * The ids of the applications the query matches, as one UNION ALL of indexed lookups:
 * application number prefix, email (whole address), passport number prefix, and a name prefix
 * of 'first last' or 'last first'. All case-insensitive. Undefined for an empty query.
 */
export function applicationSearch(query: string | undefined): SQL | undefined {
  const q = (query ?? '').trim().replace(/\s+/g, ' ');
  if (q === '') return undefined;
  const parts: SQL[] = [];

  const number = normalizeApplicationNumber(q);
  if (/^[A-Z0-9]+$/.test(number)) {
    parts.push(
      sql`select ${applications.id} from ${applications} where ${applications.applicationNumber} like ${prefixOf(number)}`,
    );
  }
  if (q.includes('@')) {
    parts.push(
      sql`select ${applications.id} from ${applications} where lower(${applications.email}) = lower(${q})`,
    );
  }
  if (!q.includes(' ')) {
    parts.push(
      sql`select ${applicants.applicationId} from ${applicants} where lower(${applicants.passportNumber}) like lower(${prefixOf(q)})`,
    );
  }
  const name = prefixOf(q);
  parts.push(
    sql`select ${applicants.applicationId} from ${applicants} where lower(${applicants.firstName} || ' ' || ${applicants.lastName}) like lower(${name})`,
    sql`select ${applicants.applicationId} from ${applicants} where lower(${applicants.lastName} || ' ' || ${applicants.firstName}) like lower(${name})`,
  );
  return sql`${applications.id} in (${sql.join(parts, sql` union all `)})`;
}
