import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

// Vitest's global setup: the heavy-work threads' entry bundled once per run, as
// scripts/build-server.mjs bundles it for production (our code in one file, npm packages
// external), into node_modules/.cache so the packages resolve from there. Tests that start a
// heavy-work pool then load one JavaScript file per thread instead of registering tsx and
// compiling every TypeScript module the worker imports, about a second instead of four on a
// loaded 2-core machine (src/server/services/heavy-work/heavy-work.ts, workerEntry).

export default async function bundleHeavyWorker(): Promise<void> {
  const outDir = path.resolve('node_modules/.cache/evisa-tests');
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: { 'heavy-worker': 'src/server/services/heavy-work/heavy-worker.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    alias: { '@': './src' },
    logLevel: 'warning',
  });
  process.env.HEAVY_WORKER_ENTRY = path.join(outDir, 'heavy-worker.js');
}
