import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRepository, codeComments, formatProblem } from './check-repo';

// scripts/check-repo.ts on small repositories under scripts/repo-check-fixtures: each broken one
// breaks one rule, the clean one uses everything the check must let through.

const fixtures = path.join(import.meta.dirname, 'repo-check-fixtures');
const problemsIn = (fixture: string) =>
  checkRepository(path.join(fixtures, fixture)).map(formatProblem);

describe('check-repo on fixtures', () => {
  it('passes a clean repository', () => {
    expect(problemsIn('clean')).toEqual([]);
  });

  it('fails on a comment or a Markdown line that cites a tracker issue or item', () => {
    expect(problemsIn('tracker')).toEqual([
      expect.stringMatching(/^NOTES\.md:3: "item 4" cites a tracker/),
      expect.stringMatching(/^src\/lock\.ts:1: "issue 12" cites a tracker/),
    ]);
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
      '    issue 3 in the text {/* in an expression */}',
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
