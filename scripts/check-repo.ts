/**
 * Fails (exit 1) unless the repository stands on its own:
 * - no comment (in code) or line (in Markdown) cites a tracker the repository does not contain:
 *   the word issue, item or ticket (or their plurals) followed by a number (an upstream bug is
 *   cited by its URL, which is not such a citation);
 * - no link or path points at a file that does not exist: Markdown links `[text](path)`
 *   (relative to the Markdown file), and paths written in comments and Markdown text:
 *   `docs/...`, `src/...`, `scripts/...`, `e2e/...`, `migrations/...` with a file extension and
 *   `.ci/...` (from the repository root), `@/server/...` (a module under src/, extension
 *   optional), and decision record names such as `0018-compression-and-site-files.md`;
 * - every decision record (docs/decisions/NNNN-*.md) has `Date: YYYY-MM-DD` and
 *   `Status: accepted` (or proposed, deprecated, superseded by NNNN) near its top
 *   (docs/decisions/README.md).
 * Run: npx tsx scripts/check-repo.ts (npm run check:repo). scripts/check-repo.test.ts runs the
 * same functions on the fixture folders under scripts/repo-check-fixtures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface RepoProblem {
  /** Relative to the root, with forward slashes. */
  file: string;
  line: number;
  message: string;
}

/** Deliberately broken examples for scripts/check-repo.test.ts; never part of the real check. */
const FIXTURES = 'scripts/repo-check-fixtures/';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const CSS = /\.css$/;
const MARKDOWN = /\.md$/;
/** Shell scripts: *.sh and the extension-less scripts under .ci/. */
const SHELL = /(^|\/)\.ci\/[^/.]+$|\.sh$/;

/** Issue, item or ticket (any case, singular or plural), then a number, `#` and a number, or 'no.'. */
const TRACKER = /\b(?:issues?|items?|tickets?)\s*(?:#|no\.\s*|number\s+)?\d+/gi;
const URL = /\b(?:https?|mailto|file):[^\s)>\]`'"]+/g;
/** Repository paths written out: `docs/deploy.md`, `src/server/app.ts`, `.ci/run`, `@/server/db`. */
const REPO_PATH = /(?<![\w./@-])(?:@\/|(?:\.ci|docs|src|scripts|e2e|migrations)\/)[\w./-]*/g;
/** A decision record's file name on its own: `0018-compression-and-site-files.md`. */
const RECORD_NAME = /(?<![\w./-])\d{4}-[a-z0-9-]+\.md\b/g;
const MARKDOWN_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/;
const RECORD_FILE = /^docs\/decisions\/\d{4}-[^/]+\.md$/;
const STATUS = /^(accepted|proposed|deprecated|superseded by (\d{4}))\b/;
/** How many lines from the top a record's Date and Status lines may sit. */
const RECORD_HEAD_LINES = 10;

interface TextLine {
  line: number;
  text: string;
}

/** The files to check, relative to root: tracked and new (not ignored) files, else a walk. */
export function listFiles(root: string): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = walk(root, '');
  }
  return files
    .filter((file) => !file.split('/').some((part) => SKIPPED_DIRS.has(part)))
    .filter((file) => !file.startsWith(FIXTURES))
    .filter((file) => CODE.test(file) || CSS.test(file) || MARKDOWN.test(file) || SHELL.test(file))
    .filter((file) => existsSync(path.join(root, file)))
    .sort();
}

function walk(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** Splits a comment (or any text) starting at `line` into its lines. */
function linesFrom(text: string, line: number): TextLine[] {
  return text.split(/\r?\n/).map((part, index) => ({ line: line + index, text: part }));
}

/** Every comment of a JavaScript or TypeScript file, line by line (strings and JSX text left out). */
export function codeComments(file: string, source: string): TextLine[] {
  const kind = /\.(tsx|jsx)$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.(js|mjs|cjs)$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const comments: TextLine[] = [];
  const collect = (position: number) => {
    // TypeScript splits the trivia before a token: comments on the line it starts on are the
    // previous token's trailing comments, those after a line break its leading ones.
    const ranges = [
      ...(ts.getTrailingCommentRanges(source, position) ?? []),
      ...(ts.getLeadingCommentRanges(source, position) ?? []),
    ];
    for (const range of ranges) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const { line } = sourceFile.getLineAndCharacterOfPosition(range.pos);
      comments.push(...linesFrom(source.slice(range.pos, range.end), line + 1));
    }
  };
  // Every comment is trivia before some token (or before the end of the file), so the leading
  // comments of every node and token find them all. JSX text is not trivia: it is skipped.
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    collect(node.pos);
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  return comments.sort((a, b) => a.line - b.line);
}

function cssComments(source: string): TextLine[] {
  return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].flatMap((match) =>
    linesFrom(match[0], source.slice(0, match.index).split('\n').length),
  );
}

function shellComments(source: string): TextLine[] {
  return linesFrom(source, 1).flatMap(({ line, text }) => {
    const start = text.search(/(^|\s)#/);
    return start < 0 ? [] : [{ line, text: text.slice(start) }];
  });
}

/** Replaces each match with spaces, so what follows keeps its place and cannot match across it. */
const blank = (text: string, pattern: RegExp) => text.replace(pattern, (m) => ' '.repeat(m.length));

function trackerProblems(file: string, lines: TextLine[]): RepoProblem[] {
  return lines.flatMap(({ line, text }) =>
    [...blank(text, URL).matchAll(TRACKER)].map((match) => ({
      file,
      line,
      message: `"${match[0]}" cites a tracker the repository does not contain: say what is required, and point to docs/requirements or docs/decisions`,
    })),
  );
}

function moduleExists(root: string, specifier: string): boolean {
  const base = path.join(root, 'src', specifier.slice(2));
  const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
  return candidates.some((suffix) => existsSync(base + suffix));
}

/** Paths written out in text (comments, Markdown), checked from the repository root. */
function pathProblems(root: string, file: string, lines: TextLine[]): RepoProblem[] {
  const problems: RepoProblem[] = [];
  for (const { line, text } of lines) {
    const plain = blank(text, URL);
    for (const match of plain.matchAll(REPO_PATH)) {
      const after = plain[match.index + match[0].length] ?? '';
      // A glob or a placeholder (`src/**/*.ts`, `locales/<lang>.json`, `${dir}/x`) is no link.
      if (/[<*{$[]/.test(after)) continue;
      const mention = match[0].replace(/[.\-/]+$/, '');
      let exists: boolean;
      if (mention.startsWith('@/')) {
        if (mention.length <= 2) continue;
        exists = moduleExists(root, mention);
      } else if (mention.startsWith('.ci/')) {
        exists = existsSync(path.join(root, mention));
      } else {
        // Only file names (with an extension) are checked; `src/server/` names a folder.
        if (!/\/[^/]*[\w-]\.[a-z][a-z0-9]{0,4}$/i.test(mention)) continue;
        exists = existsSync(path.join(root, mention));
      }
      if (!exists) problems.push({ file, line, message: `${mention} does not exist` });
    }
    for (const match of plain.matchAll(RECORD_NAME)) {
      if (!existsSync(path.join(root, 'docs/decisions', match[0]))) {
        problems.push({ file, line, message: `decision record ${match[0]} does not exist` });
      }
    }
  }
  return problems;
}

function linkTargetExists(root: string, file: string, target: string): boolean {
  const bare = target.replace(/[#?].*$/, '');
  if (bare === '') return true;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // Not percent-encoded after all: check it as written.
  }
  const resolved = decoded.startsWith('/')
    ? path.join(root, decoded)
    : path.join(root, path.dirname(file), decoded);
  return existsSync(resolved);
}

/** Markdown: links outside code, and every line for citations and paths. */
function markdownProblems(root: string, file: string, source: string): RepoProblem[] {
  const lines = linesFrom(source, 1);
  const problems = [...trackerProblems(file, lines), ...pathProblems(root, file, lines)];
  let fence: string | undefined;
  for (const { line, text } of lines) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence !== undefined) {
      // A fence closes with at least as many of its own characters.
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    const prose = blank(text, /`[^`]*`/g);
    const targets = [...prose.matchAll(MARKDOWN_LINK)].map((match) => match[1] ?? '');
    const definition = LINK_DEFINITION.exec(prose)?.[1];
    if (definition) targets.push(definition);
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      if (!linkTargetExists(root, file, target)) {
        problems.push({ file, line, message: `link to ${target}: no such file` });
      }
    }
  }
  return problems;
}

/** A decision record's Date and Status lines (docs/decisions/README.md). */
export function recordProblems(root: string, file: string, source: string): RepoProblem[] {
  const head = source.split(/\r?\n/).slice(0, RECORD_HEAD_LINES);
  const problems: RepoProblem[] = [];
  const dateLine = head.findIndex((text) => text.startsWith('Date:'));
  const date = dateLine < 0 ? undefined : /^Date: (\d{4}-\d{2}-\d{2})$/.exec(head[dateLine] ?? '');
  if (dateLine < 0) {
    problems.push({
      file,
      line: 1,
      message: `decision record without a "Date: YYYY-MM-DD" line in its first ${RECORD_HEAD_LINES} lines`,
    });
  } else if (!date?.[1] || Number.isNaN(Date.parse(date[1]))) {
    problems.push({ file, line: dateLine + 1, message: 'the date is not written YYYY-MM-DD' });
  }
  const statusLine = head.findIndex((text) => text.startsWith('Status:'));
  if (statusLine < 0) {
    problems.push({
      file,
      line: 1,
      message: `decision record without a "Status: ..." line in its first ${RECORD_HEAD_LINES} lines`,
    });
    return problems;
  }
  const status = STATUS.exec((head[statusLine] ?? '').slice('Status:'.length).trim());
  if (!status) {
    problems.push({
      file,
      line: statusLine + 1,
      message: 'the status is none of accepted, proposed, deprecated, superseded by NNNN',
    });
  } else if (status[2]) {
    const number = status[2];
    const records = readdirSync(path.join(root, 'docs/decisions'));
    if (!records.some((name) => name.startsWith(`${number}-`))) {
      problems.push({ file, line: statusLine + 1, message: `no decision record ${number}` });
    }
  }
  return problems;
}

/** Every problem of one file. */
export function checkFile(root: string, file: string): RepoProblem[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  if (MARKDOWN.test(file)) {
    const problems = markdownProblems(root, file, source);
    return RECORD_FILE.test(file) ? [...recordProblems(root, file, source), ...problems] : problems;
  }
  const comments = CODE.test(file)
    ? codeComments(file, source)
    : CSS.test(file)
      ? cssComments(source)
      : shellComments(source);
  return [...trackerProblems(file, comments), ...pathProblems(root, file, comments)];
}

/** Every problem under root (a repository, or a fixture folder laid out like one). */
export function checkRepository(root: string): RepoProblem[] {
  return listFiles(root).flatMap((file) => checkFile(root, file));
}

export function formatProblem(problem: RepoProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(fileURLToPath(import.meta.url), '../..');
  const problems = checkRepository(root);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s): the repository must stand on its own.`);
    process.exit(1);
  }
  console.log('Repository check passed: no tracker citations, no dead links, records dated.');
}
