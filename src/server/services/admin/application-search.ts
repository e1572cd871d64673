import { sql, type SQL } from 'drizzle-orm';
import { normalizeApplicationNumber } from '@/domain/application-number';
import { applicants, applications } from '@/server/db';
import { nameQueryIndexes, passportQueryIndex } from '@/server/services/applications/blind-indexes';

// The dashboard's search rules (docs/requirements/staff-dashboard.md, "Search"). Each rule is a
// lookup one index serves: application-number prefix and email (btree), passport number (its
// blind index, btree) and name-word prefixes (blind indexes, GIN array containment), so a search
// stays fast on PostgreSQL and PGlite alike. Names and passport numbers are sealed: only their
// blind indexes can be searched (docs/decisions/0039-sealed-columns.md).

/** `\`, `%` and `_` are LIKE's own characters: typed by staff, they match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const prefixOf = (text: string) => `${escapeLike(text)}%`;

/**
 * The ids of the applications the query matches, as one UNION ALL of indexed lookups:
 * application number prefix, email (whole address), passport number (whole), and names whose
 * words begin with every word of the query (at least two letters each; accents and case
 * ignored). Undefined for an empty query.
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
  const passport = passportQueryIndex(q);
  if (passport) {
    parts.push(
      sql`select ${applicants.applicationId} from ${applicants} where ${applicants.passportIndex} = ${passport}`,
    );
  }
  const name = nameQueryIndexes(q);
  if (name) {
    parts.push(
      sql`select ${applicants.applicationId} from ${applicants} where ${applicants.nameIndex} @> ${`{${name.join(',')}}`}::text[]`,
    );
  }
  if (parts.length === 0) return sql`false`;
  return sql`${applications.id} in (${sql.join(parts, sql` union all `)})`;
}
