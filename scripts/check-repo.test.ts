import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRepository, codeComments, formatProblem } from './check-repo';

// scripts/check-repo.ts on small repositories under scripts/repo-check-fixtures: each broken one
// breaks one rule, the clean one uses everything the check must let through. Text that cites a
// tracker is written here, at run time, into a copy: the repository itself never holds one.

const fixtures = path.join(import.meta.dirname, 'repo-check-fixtures');
const citation = (word: 'issue' | 'item', number: number) => [word, number].join(' ');

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fixture (or an empty repository) with `files` added, in a temporary folder. */
function fixtureWith(fixture: string | undefined, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'repo-check-'));
  copies.push(dir);
  if (fixture) cpSync(path.join(fixtures, fixture), dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const problemsAt = (dir: string) => checkRepository(dir).map(formatProblem);
const problemsIn = (fixture: string) => problemsAt(path.join(fixtures, fixture));

describe('check-repo on fixtures', () => {
  it('passes a clean repository, citations inside strings included', () => {
    expect(problemsIn('clean')).toEqual([]);
    const strings = fixtureWith('clean', {
      'src/strings.ts': [
        '/** Strings are not comments. */',
        `export const label = '${citation('issue', 12)} // ${citation('item', 4)}';`,
        `export const note = \`see docs/api.md /* ${citation('item', 5)} */\`;`,
        '',
      ].join('\n'),
    });
    expect(problemsAt(strings)).toEqual([]);
  });

  it('fails on a comment or a Markdown line that cites a tracker issue or item', () => {
    const tracker = fixtureWith(undefined, {
      'NOTES.md': `# Notes\n\nDone as asked in ${citation('item', 4)}.\n`,
      'src/lock.ts': [
        `// One process at a time on the embedded database (${citation('issue', 12)}).`,
        "export const LOCK_FILE = 'data-dir.lock';",
        '',
      ].join('\n'),
    });
    expect(problemsAt(tracker)).toEqual(
      [
        `NOTES.md:3: "${citation('item', 4)}" cites a tracker`,
        `src/lock.ts:1: "${citation('issue', 12)}" cites a tracker`,
      ].map((start) => expect.stringMatching(new RegExp(`^${start.replace(/[.]/g, '\\.')}`))),
    );
  });

  it('fails on a dead Markdown link, and on a missing path or record named in a comment', () => {
    expect(problemsIn('dead-link')).toEqual([
      'docs/guide.md:3: link to api.md: no such file',
      'src/client.ts:2: docs/api.md does not exist',
      'src/client.ts:2: decision record 0018-compression.md does not exist',
    ]);
  });

  it('fails on a decision record without its status line', () => {
    expect(problemsIn('no-status')).toEqual([
      expect.stringMatching(/^docs\/decisions\/0001-first\.md:1: .*"Status: \.\.\." line/),
    ]);
  });
});

describe('codeComments', () => {
  it('finds comments in JSX and leaves out JSX text, strings and regular expressions', () => {
    const source = [
      'const re = /["\'`]/; // after a regex',
      'export const View = () => (',
      '  <p title="// not a comment">',
      `    ${citation('issue', 3)} in the text {/* in an expression */}`,
      '  </p>',
      ');',
      '/* last */',
    ].join('\n');
    expect(codeComments('view.tsx', source)).toEqual([
      { line: 1, text: '// after a regex' },
      { line: 4, text: '/* in an expression */' },
      { line: 7, text: '/* last */' },
    ]);
  });
});
