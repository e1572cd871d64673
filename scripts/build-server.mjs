// Bundles the server (our code only; npm packages stay external) into dist/server/server.js.
import { build } from 'esbuild';

const outDir = process.env.BUILD_DIR ?? 'dist';

await build({
  entryPoints: ['src/server/server.ts'],
  outfile: `${outDir}/server/server.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  alias: { '@': './src' },
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server bundle: ${outDir}/server/server.js`);
