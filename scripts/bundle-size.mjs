// Prints the gzip size of the JavaScript the home page loads before any lazy route, and fails
// past the budget of 110 KB: docs/decisions/0022-first-page-javascript.md says what
// is on the first page and what waits.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 110;
const dir = `${process.env.BUILD_DIR ?? 'dist'}/client`;
const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));
const entry = manifest['index.html'];
if (!entry) throw new Error('no index.html entry in the Vite manifest');

const seen = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');

let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length;
  total += size;
  console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzip`);
}
const kb = total / 1024;
console.log(
  `home page JavaScript: ${kb.toFixed(1)} KB gzip, ${total} bytes (budget ${BUDGET_KB} KB, ${BUDGET_KB * 1024} bytes)`,
);
if (kb > BUDGET_KB) {
  console.error('over budget');
  process.exit(1);
}
