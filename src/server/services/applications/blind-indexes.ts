import { blindIndex } from '@/server/db/column-crypto';

// The staff search's keyed blind indexes (docs/requirements/staff-dashboard.md, "Search";
// docs/decisions/0039-sealed-columns.md). Names and passport numbers are sealed in the database,
// so the search compares HMACs under the database's column key: equal inputs give equal
// indexes, and nobody without the key can tell what they stand for.

/** A passport number as compared: letters and digits only, upper case. */
const passportForm = (value: string) =>
  value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The words of a name as compared: accents folded, lower case, split at anything not a letter or digit. */
const nameWords = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** Prefixes shorter than this are not indexed: a single letter would match a tenth of everyone. */
const NAME_PREFIX_MIN = 2;
/** Longer prefixes are cut here: names that agree on their first 20 letters match each other. */
const NAME_PREFIX_MAX = 20;

const prefixToken = (prefix: string) => blindIndex('name prefix', prefix);

/** The index of a passport number, or null when it holds no letter or digit. */
export function passportIndexOf(passportNumber: string | null | undefined): string | null {
  const form = passportForm(passportNumber ?? '');
  return form === '' ? null : blindIndex('passport', form);
}

/** One index for every prefix (2 to 20 letters) of every word of the names, without repeats. */
export function nameIndexOf(...names: (string | null | undefined)[]): string[] | null {
  const tokens = new Set<string>();
  for (const word of names.flatMap((name) => nameWords(name ?? ''))) {
    for (let end = NAME_PREFIX_MIN; end <= Math.min(word.length, NAME_PREFIX_MAX); end += 1)
      tokens.add(prefixToken(word.slice(0, end)));
  }
  return tokens.size === 0 ? null : [...tokens].sort();
}

/**
 * What a staff query's words must all be found among: the index of each word of two letters or
 * more (cut at 20 letters; shorter words are not indexed, so they narrow nothing). Undefined
 * when no word is long enough.
 */
export function nameQueryIndexes(query: string): [string, ...string[]] | undefined {
  const words = nameWords(query).filter((word) => word.length >= NAME_PREFIX_MIN);
  const [first, ...others] = new Set(
    words.map((word) => prefixToken(word.slice(0, NAME_PREFIX_MAX))),
  );
  return first === undefined ? undefined : [first, ...others];
}

/** The passport query's index when the query could be a passport number (one word). */
export function passportQueryIndex(query: string): string | undefined {
  if (/\s/.test(query.trim())) return undefined;
  return passportIndexOf(query) ?? undefined;
}
