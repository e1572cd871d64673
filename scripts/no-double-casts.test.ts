import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// `as unknown as` silences the compiler about a type it could not check. Outside tests, where a
// library's types really force a cast, write one small typed adapter with its own test instead.

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('no source file outside the tests casts through unknown', () => {
  const found = sourceFiles(path.join(root, 'src')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        /\bas\s+unknown\s+as\b/.test(line) ? [`${path.relative(root, file)}:${i + 1}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
