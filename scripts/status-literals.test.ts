import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paymentStatuses } from '@/domain/payment-status';
import { applicationStatuses } from '@/domain/status';

// The status rules live in src/domain (status.ts, payment-status.ts): predicates such as
// isEditable and isPaid, named values for database conditions. Outside the domain and the
// database schema, no code compares a status with a string of its own: this scan fails when one
// does, so a rule cannot be written again at an edge.

const root = path.resolve(import.meta.dirname, '..');
const statusWords = [...new Set<string>([...applicationStatuses, ...paymentStatuses])];
const word = `(?:${statusWords.join('|')})`;
const literal = `(?:'${word}'|"${word}"|\`${word}\`)`;
/** An operand, as far as a comparison's neighbour goes: `application.status`, `locked?.status`. */
const operand = String.raw`[\w$.?!\]\[]+`;
const mentionsStatus = (text: string) => /status/i.test(text);

/** Source with comments blanked (strings kept), so prose about statuses is not code. */
function withoutComments(source: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    const next = source[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') out += source[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop - 1;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
    }
  }
  return out;
}

interface Rule {
  name: string;
  pattern: RegExp;
  /** Whether a match compares a status (the other side names one). */
  isStatus: (match: RegExpMatchArray, source: string) => boolean;
}

const rules: Rule[] = [
  {
    name: 'equality',
    pattern: new RegExp(String.raw`(${operand})\s*[!=]==?\s*${literal}`, 'g'),
    isStatus: (m) => mentionsStatus(m[1]!),
  },
  {
    name: 'equality',
    pattern: new RegExp(String.raw`${literal}\s*[!=]==?\s*(${operand})`, 'g'),
    isStatus: (m) => mentionsStatus(m[1]!),
  },
  {
    name: 'case',
    pattern: new RegExp(String.raw`case\s+${literal}\s*:`, 'g'),
    // The switch this case belongs to: the nearest one before it.
    isStatus: (m, source) => {
      const before = source.slice(0, m.index ?? 0);
      const at = before.lastIndexOf('switch');
      return at !== -1 && mentionsStatus(/^switch\s*\(([^)]*)\)/.exec(before.slice(at))?.[1] ?? '');
    },
  },
  {
    name: 'drizzle eq/ne',
    pattern: new RegExp(String.raw`\b(?:eq|ne)\(\s*([^,()]+),\s*${literal}\s*\)`, 'g'),
    isStatus: (m) => mentionsStatus(m[1]!),
  },
  {
    name: 'drizzle inArray',
    pattern: new RegExp(String.raw`\b(?:inArray|notInArray)\(\s*([^,()]+),\s*\[([^\]]*)\]`, 'g'),
    isStatus: (m) => mentionsStatus(m[1]!) && new RegExp(literal).test(m[2]!),
  },
  {
    name: 'SQL',
    pattern: new RegExp(
      String.raw`\$\{([^}]*)\}\s*(?:=|<>|!=|(?:not\s+)?in\s*\()\s*'${word}'`,
      'gi',
    ),
    isStatus: (m) => mentionsStatus(m[1]!),
  },
  {
    name: 'includes',
    pattern: new RegExp(String.raw`(${operand})\.includes\(\s*${literal}\s*\)`, 'g'),
    isStatus: (m) => mentionsStatus(m[1]!),
  },
  {
    name: 'includes',
    pattern: new RegExp(String.raw`\[([^\]]*)\]\s*\.includes\(([^)]*)\)`, 'g'),
    isStatus: (m) => mentionsStatus(m[2]!) && new RegExp(literal).test(m[1]!),
  },
  {
    // A set of our statuses declared at an edge is the rule written again.
    name: 'status list',
    pattern: new RegExp(
      String.raw`(?:ApplicationStatus|PaymentStatus)(?:\[\]|>)\s*=\s*\[([^\]]*)\]`,
      'g',
    ),
    isStatus: (m) => new RegExp(literal).test(m[1]!),
  },
];

/** Each status comparison in `source`, as `line: text (rule)`, in line order. */
function statusComparisons(source: string): string[] {
  const code = withoutComments(source);
  const found: { line: number; text: string }[] = [];
  for (const rule of rules) {
    for (const match of code.matchAll(rule.pattern)) {
      if (!rule.isStatus(match, code)) continue;
      const line = code.slice(0, match.index).split('\n').length;
      found.push({ line, text: `${line}: ${match[0].replace(/\s+/g, ' ')} (${rule.name})` });
    }
  }
  return found.sort((a, b) => a.line - b.line).map((hit) => hit.text);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const exempt = ['src/domain/', 'src/server/db/schema/'];

describe('status literals', () => {
  it('finds the comparisons it is meant to find, and nothing else', () => {
    const fixture = [
      "if (application.status === 'paid') return;",
      "if ('draft' !== view?.status) return;",
      "const open = eq(payments.status, 'created');",
      "const ready = inArray(applications.status, ['submitted', 'paid']);",
      "const desk = sql`${payments.status} in ('succeeded', 'refunded')`;",
      "const paid = ['paid', 'approved'].includes(view.status);",
      "const settled = row.statuses.includes('refunded');",
      "const SETTLED: PaymentStatus[] = ['succeeded', 'refunded'];",
      'switch (server.status) {',
      "  case 'under_review':",
      '    break;',
      '}',
      // Not comparisons of a status: other vocabularies, setting a status, prose.
      "if (phase === 'pending' || result === 'cancelled') return;",
      'switch (action.type) {',
      "  case 'failed':",
      '}',
      "await tx.update(applications).set({ status: 'paid' });",
      "// if (status === 'approved')",
      "const note = 'status === rejected';",
      'if (isPaid(application.status)) return;',
    ].join('\n');
    expect(statusComparisons(fixture)).toEqual([
      "1: application.status === 'paid' (equality)",
      "2: 'draft' !== view?.status (equality)",
      "3: eq(payments.status, 'created') (drizzle eq/ne)",
      "4: inArray(applications.status, ['submitted', 'paid'] (drizzle inArray)",
      "5: ${payments.status} in ('succeeded' (SQL)",
      "6: ['paid', 'approved'].includes(view.status) (includes)",
      "7: row.statuses.includes('refunded') (includes)",
      "8: PaymentStatus[] = ['succeeded', 'refunded'] (status list)",
      "10: case 'under_review': (case)",
    ]);
  });

  it('no code outside src/domain and the database schema compares a status with a string', () => {
    const found = sourceFiles(path.join(root, 'src'))
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((file) => !exempt.some((prefix) => file.startsWith(prefix)))
      .flatMap((file) =>
        statusComparisons(readFileSync(path.join(root, file), 'utf8')).map(
          (hit) => `${file}:${hit}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
