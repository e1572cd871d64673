/**
 * The error catalogue (src/domain/errors/catalogue.ts) written out twice: as docs/errors.md, the
 * reference of every code the API answers with, and as the English of the web client's `errors`
 * namespace (src/web/locales/errors/en.json), which the other languages translate. Both are
 * generated; `npm run errors:write` rewrites them and scripts/error-catalogue.test.ts fails when
 * either is out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { errorCatalogue, errorCodes } from '../src/domain/errors/catalogue';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS_FILE = path.join(root, 'docs/errors.md');
export const ENGLISH_FILE = path.join(root, 'src/web/locales/errors/en.json');

type Tree = { [key: string]: string | Tree };

/** The English namespace: `{ "document": { "too_large": "File ..." } }`. */
export function englishNamespace(): Tree {
  const tree: Tree = {};
  for (const code of errorCodes) {
    const [area = '', ...rest] = code.split('.');
    const key = rest.join('.');
    const section = (tree[area] ??= {}) as Tree;
    const { message, one } = errorCatalogue[code] as { message: string; one?: string };
    if (one) {
      section[`${key}_one`] = one;
      section[`${key}_other`] = message;
    } else {
      section[key] = message;
    }
  }
  return tree;
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/errors.md: one table per area, every code with its status, English text and meaning. */
export function renderDocs(): string {
  const lines = [
    '# Error codes',
    '',
    'Generated from `src/domain/errors/catalogue.ts` by `npm run errors:write`; do not edit by hand.',
    '',
    'Every refusal the API gives has this body, whatever the route:',
    '',
    '```json',
    '{',
    '  "code": "validation.failed",',
    '  "message": "Please correct the highlighted fields.",',
    '  "params": {},',
    '  "fields": {',
    '    "applicants.0.passportNumber": {',
    '      "code": "validation.passport_number_min",',
    '      "message": "Passport number must be at least 5 characters"',
    '    }',
    '  }',
    '}',
    '```',
    '',
    '- `code` is stable: clients decide what to show by it. The web client shows its own',
    '  translation, `errors:<code>` in `src/web/locales/errors/<language>.json`, filled with `params`.',
    '- `message` is the English text, filled in: a fallback for clients without translations. It',
    '  may be reworded at any time.',
    '- `params` holds the values the text is filled with (a file name, a limit). Absent when none.',
    '- `fields` (validation only) holds one problem per field, by its path in the request body.',
    '- The payment call (`POST /api/payment/create`) also keeps the older `{ "success": false,',
    '  "error": "<message>" }` beside these fields.',
    '',
    'The status is always the one listed for the code. Field codes (status 400) appear inside',
    '`fields`, under `validation.failed`.',
  ];
  let area = '';
  for (const code of errorCodes) {
    const current = code.split('.')[0] ?? '';
    if (current !== area) {
      area = current;
      lines.push(
        '',
        `## ${area}`,
        '',
        '| Code | Status | English message | Meaning |',
        '|---|---|---|---|',
      );
    }
    const entry = errorCatalogue[code];
    lines.push(
      `| \`${code}\` | ${entry.status} | ${escapeCell(entry.message)} | ${escapeCell(entry.meaning)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Both files as they should be, formatted as the repository's Prettier formats them. */
export async function expectedFiles(): Promise<Record<string, string>> {
  return {
    [DOCS_FILE]: await format(renderDocs(), { filepath: DOCS_FILE }),
    [ENGLISH_FILE]: await format(JSON.stringify(englishNamespace()), {
      filepath: ENGLISH_FILE,
    }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of Object.entries(await expectedFiles())) writeFileSync(file, text);
  console.log(`Wrote ${path.relative(root, DOCS_FILE)} and ${path.relative(root, ENGLISH_FILE)}`);
}
