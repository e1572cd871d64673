// Writes brotli (.br) and gzip (.gz) copies of every text file of the client build, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing per
// request. Run by `npm run build` after vite.
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = `${process.env.BUILD_DIR ?? 'dist'}/client`;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(root)) {
  if (!TEXT.test(file) || (await stat(file)).size < 1024) continue;
  const body = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`compressed copies: ${count} files in ${root}`);
