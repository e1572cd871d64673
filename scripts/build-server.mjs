// Bundles the server (our code only; npm packages stay external) into dist/server/server.js,
// and the heavy-work threads' entry beside it, where the server looks for it
// (src/server/services/heavy-work/heavy-work.ts).
import { build } from 'esbuild';

const outDir = process.env.BUILD_DIR ?? 'dist';

await build({
  entryPoints: {
    server: 'src/server/server.ts',
    'heavy-worker': 'src/server/services/heavy-work/heavy-worker.ts',
  },
  outdir: `${outDir}/server`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  alias: { '@': './src' },
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server bundle: ${outDir}/server/server.js and heavy-worker.js`);
