/**
 * Fails (exit 1) when a translated language lacks a key English has, leaves it empty, keeps the
 * English text (beyond the brand, codes and words spelled alike:
 * src/domain/test-support/same-as-english.ts) or uses different {{placeholders}}; plural keys must
 * cover the language's own plural categories.
 * Run: npx tsx scripts/check-translations.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '../src/domain/i18n/languages';
import { mayMatchEnglish } from '../src/domain/test-support/same-as-english';

export type LocaleTree = { [key: string]: string | LocaleTree };

export interface TranslationProblem {
  language: string;
  key: string;
  kind: 'missing' | 'empty' | 'placeholders' | 'not-text' | 'plural' | 'english';
  detail?: string;
}

/** Flattens nested keys to dotted paths: { a: { b: 'x' } } -> { 'a.b': 'x' }. */
export function flattenKeys(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flattenKeys(value, dotted)) out.set(k, v);
    } else {
      out.set(dotted, value);
    }
  }
  return out;
}

export function placeholdersOf(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1] ?? '')),
  ].sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every problem of one language against English; an empty list means it is complete. */
export function compareLocale(
  language: string,
  reference: LocaleTree,
  candidate: LocaleTree,
): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const english = flattenKeys(reference);
  const translated = flattenKeys(candidate);

  for (const [key, source] of english) {
    if (typeof source !== 'string') continue;
    const value = translated.get(key);
    if (value === undefined) {
      // Plural forms are judged below, by this language's own categories (Turkish has no
      // 'few', Arabic needs six).
      if (PLURAL_SUFFIX.test(key)) continue;
      problems.push({ language, key, kind: 'missing' });
    } else if (typeof value !== 'string') {
      problems.push({ language, key, kind: 'not-text' });
    } else if (value.trim() === '') {
      problems.push({ language, key, kind: 'empty' });
    } else if (value === source && !mayMatchEnglish(value)) {
      // English left behind: only the brand, codes and words spelled alike may stay.
      problems.push({ language, key, kind: 'english', detail: value.slice(0, 60) });
    } else {
      const expected = placeholdersOf(source).join(', ');
      const found = placeholdersOf(value).join(', ');
      if (expected !== found) {
        problems.push({
          language,
          key,
          kind: 'placeholders',
          detail: `expected {{${expected}}}, found {{${found}}}`,
        });
      }
    }
  }

  // Plural keys: the language needs each of its own categories (Arabic has six).
  const pluralBases = new Set(
    [...english.keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -6)),
  );
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const base of pluralBases) {
    for (const category of categories) {
      const key = `${base}_${category}`;
      if (!translated.has(key)) {
        problems.push({
          language,
          key,
          kind: 'plural',
          detail: `${language} needs the '${category}' form`,
        });
      }
    }
  }
  return problems;
}

export function describeProblem(problem: TranslationProblem): string {
  const what = {
    missing: 'missing',
    empty: 'empty',
    'not-text': 'not a string',
    placeholders: 'placeholder mismatch',
    plural: 'missing plural form',
    english: 'same as English',
  }[problem.kind];
  return `  ${problem.language}: ${problem.key}: ${what}${problem.detail ? ` (${problem.detail})` : ''}`;
}

export const translatedLanguages = languages
  .filter((l) => l.translated && l.code !== 'en')
  .map((l) => l.code);

function loadLocale(dir: string, code: string): LocaleTree {
  return JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8')) as LocaleTree;
}

/** Compares every translated locale file in `dir` with en.json. */
export function checkLocaleDirectory(dir: string): {
  problems: TranslationProblem[];
  keyCount: number;
} {
  const english = loadLocale(dir, 'en');
  const problems = translatedLanguages.flatMap((code) =>
    compareLocale(code, english, loadLocale(dir, code)),
  );
  return { problems, keyCount: flattenKeys(english).size };
}

/** The shell's translation (locales/<lang>.json) and every feature namespace (locales/<ns>/). */
export function checkAllLocales(root: string): {
  problems: TranslationProblem[];
  keyCount: number;
} {
  const namespaces = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const results = [
    checkLocaleDirectory(root),
    ...namespaces.map((ns) => {
      const result = checkLocaleDirectory(path.join(root, ns));
      return {
        ...result,
        problems: result.problems.map((p) => ({ ...p, key: `${ns}:${p.key}` })),
      };
    }),
  ];
  return {
    problems: results.flatMap((r) => r.problems),
    keyCount: results.reduce((sum, r) => sum + r.keyCount, 0),
  };
}

function main(): void {
  const dir = fileURLToPath(new URL('../src/web/locales', import.meta.url));
  const { problems, keyCount } = checkAllLocales(dir);
  if (problems.length > 0) {
    console.error(`Translations incomplete: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(describeProblem(problem));
    process.exit(1);
  }
  console.log(
    `Translations complete: ${keyCount} keys in ${['en', ...translatedLanguages].join(', ')}.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
