import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run knip` must fail on an export nobody imports. The fixture projects under
// scripts/knip-fixtures run knip with the repository's own rules (their knip.config.ts spreads
// the root knip.config.ts and changes only which files are the project).

const root = path.resolve(import.meta.dirname, '..');
const knip = path.join(root, 'node_modules/knip/bin/knip.js');

function runKnip(fixture: string) {
  const run = spawnSync(
    process.execPath,
    [knip, '--directory', path.join(root, 'scripts/knip-fixtures', fixture), '--reporter', 'json'],
    { encoding: 'utf8', env: { ...process.env, CI: '1' } },
  );
  const report = JSON.parse(run.stdout) as {
    issues: { file: string; exports: { name: string }[]; types: { name: string }[] }[];
  };
  const unused = report.issues.flatMap((issue) =>
    [...issue.exports, ...issue.types].map((found) => `${issue.file}: ${found.name}`),
  );
  return { status: run.status, unused };
}

describe('knip with the repository rules', () => {
  it('fails on an unused export, and on an export used only in its own file', () => {
    expect(runKnip('unused-export')).toEqual({
      status: 1,
      unused: ['src/greeting.ts: SALUTATION', 'src/greeting.ts: farewell'],
    });
  }, 60_000);

  it('passes when every export is imported (a type in an exported signature may stay)', () => {
    expect(runKnip('clean')).toEqual({ status: 0, unused: [] });
  }, 60_000);
});
