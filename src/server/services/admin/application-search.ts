import { sql, type SQL } from 'drizzle-orm';
import { normalizeApplicationNumber } from '@/domain/application-number';
import { applicantNameTokens, applicants, applications, type Database } from '@/server/db';
import { nameQueryIndexes, passportQueryIndex } from '@/server/services/applications/blind-indexes';

// The dashboard's search rules (docs/requirements/staff-dashboard.md, "Search"). Each rule is a
// lookup one index serves: application-number prefix and email (btree), passport number (its
// blind index, btree) and name-word prefixes (their blind indexes, one row each in the btree of
// `applicant_name_tokens`, so even a common surname is counted from the index alone:
// docs/decisions/0051-name-search-tokens.md), so a search stays fast on PostgreSQL and PGlite
// alike. Names and passport numbers are sealed: only their blind indexes can be searched
// (docs/decisions/0039-sealed-columns.md).

/** `\`, `%` and `_` are LIKE's own characters: typed by staff, they match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const prefixOf = (text: string) => `${escapeLike(text)}%`;

/**
 * The applications of the travellers whose name has every one of these tokens: the first
 * token's rows in the token table's primary key, each joined to the same traveller's row of
 * every other token.
 */
function travellersNamed([first, ...others]: [string, ...string[]]): SQL {
  const t = (n: number) => sql.raw(`"n${n}"`);
  const joins = others.map(
    (token, i) =>
      sql` join ${applicantNameTokens} as ${t(i + 1)} on ${t(i + 1)}."token" = ${token}
        and ${t(i + 1)}."application_id" = ${t(0)}."application_id"
        and ${t(i + 1)}."applicant_id" = ${t(0)}."applicant_id"`,
  );
  return sql`select ${t(0)}."application_id" from ${applicantNameTokens} as ${t(0)}${sql.join(joins)} where ${t(0)}."token" = ${first}`;
}

/**
 * One indexed lookup per rule the query could be meant for, each a `select` of application ids
 * (repeated when several travellers of one application match): application number prefix,
 * email (whole address), passport number (whole), and names whose words begin with every word
 * of the query (at least two letters each; accents and case ignored). Undefined for an empty
 * query.
 */
function searchParts(query: string | undefined): SQL[] | undefined {
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
  if (name) parts.push(travellersNamed(name));
  return parts;
}

const unionOf = (parts: SQL[]) => sql.join(parts, sql` union all `);

const anyOf = (parts: SQL[]) =>
  parts.length === 0 ? sql`false` : sql`${applications.id} in (${unionOf(parts)})`;

/**
 * The applications the query matches, as one condition: the ids of every rule's lookup
 * (UNION ALL). Undefined for an empty query.
 */
export function applicationSearch(query: string | undefined): SQL | undefined {
  const parts = searchParts(query);
  return parts && anyOf(parts);
}

/** Up to this many matches, a search hands the list its ids rather than its lookups. */
const FEW_MATCHES = 1000;

/** A search looked at once before the list's queries are planned (see `resolveSearch`). */
export type ResolvedSearch =
  /** Every matching application, by id: the total is their number once filtered. */
  | { kind: 'few'; ids: string[] }
  /**
   * More: the rules that found anything, as a join (`collect`: every match, then the page), as
   * a filter (`walk`: the page's own order walked, each row tested against a hash of the
   * matches, stopping when the page is full) and as their number (`count`, without the
   * applications table).
   */
  | { kind: 'many'; collect: SQL; walk: SQL; count: SQL<number> };

/**
 * The search, resolved by one quick look at each rule's lookup (at most FEW_MATCHES + 1 ids
 * each), so that the planner never has to guess how many applications it matches
 * (docs/decisions/0051-name-search-tokens.md). It guesses badly: an IN over a union it counts as
 * 200 applications, so a surname with 50,000 travellers was planned as that many look-ups
 * (0.3 s), and a passport number, which is also a possible name word, as a scan of the whole
 * table (0.15 s). Undefined for an empty query.
 */
export async function resolveSearch(
  db: Database,
  query: string | undefined,
): Promise<ResolvedSearch | undefined> {
  const parts = searchParts(query);
  if (!parts) return undefined;
  if (parts.length === 0) return { kind: 'few', ids: [] };
  const looks = parts.map(
    (part, i) =>
      sql`select ${i}::int as "part", "id" from (${part} limit ${FEW_MATCHES + 1}) as ${sql.raw(`"p${i}"`)}("id")`,
  );
  const { rows } = await db.execute<{ part: number; id: string }>(unionOf(looks));
  const perPart = parts.map((_, i) => rows.filter((row) => row.part === i).length);
  if (perPart.every((n) => n <= FEW_MATCHES)) {
    return { kind: 'few', ids: [...new Set(rows.map((row) => row.id))] };
  }
  const found = parts.filter((_, i) => perPart[i]! > 0);
  const collect = anyOf(found);
  return {
    kind: 'many',
    collect,
    // The OR keeps the IN a filter: the planner turns an IN at the top of a WHERE into a join,
    // but one inside an OR into a hash of the subquery's rows, built once (its "false" is folded
    // away after that choice).
    walk: sql`(${collect} or false)`,
    count: sql<number>`(select count(distinct "id")::int from (${unionOf(found)}) as "found"("id"))`,
  };
}
