import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../src/domain/errors/catalogue';
import { expectedFiles } from './error-catalogue';

const root = path.resolve(import.meta.dirname, '..');

describe('the error catalogue', () => {
  it('is written out as it is: docs/errors.md and the English of the errors namespace', async () => {
    for (const [file, text] of Object.entries(await expectedFiles())) {
      expect(readFileSync(file, 'utf8'), `${path.relative(root, file)}: npm run errors:write`).toBe(
        text,
      );
    }
  }, 30_000);

  it('has no code that nothing gives', () => {
    // Every source file but the catalogue, its generated copies and the tests.
    const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => existsSync(path.join(root, file)))
      .filter((file) => file !== 'src/domain/errors/catalogue.ts')
      .map((file) => readFileSync(path.join(root, file), 'utf8'))
      .join('\n');
    const unused = errorCodes.filter((code) => !sources.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });
});
