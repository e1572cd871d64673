// Bundles the server (our code only; npm packages stay external) into dist/server/server.js,
// the heavy-work threads' entry beside it, where the server looks for it
// (src/server/services/heavy-work/heavy-work.ts), and the operator's commands (staff, backup,
// restore, migrate, rotate-key), so production runs them with `node dist/server/<command>.js`
// and its dependencies only (docs/deploy.md). The migrations are copied to dist/migrations,
// where the built code looks for them (src/server/app-paths.ts): dist is then self-contained
// but for node_modules.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const outDir = process.env.BUILD_DIR ?? 'dist';

// The version and commit the server reports (src/server/version.ts): the commit from
// GIT_COMMIT or SOURCE_COMMIT, else from git; empty when neither says (the server then
// reports "unknown", or the variable set where it runs).
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
function gitHead() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}
const commit = (process.env.GIT_COMMIT || process.env.SOURCE_COMMIT || gitHead()).trim();

/** dist/server/<name>.js: what each file runs (scripts/<name>.ts for the commands). */
const commands = ['staff', 'backup', 'restore', 'migrate', 'rotate-key'];

await build({
  entryPoints: {
    server: 'src/server/server.ts',
    'heavy-worker': 'src/server/services/heavy-work/heavy-worker.ts',
    ...Object.fromEntries(commands.map((name) => [name, `scripts/${name}.ts`])),
  },
  outdir: `${outDir}/server`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  alias: { '@': './src' },
  sourcemap: true,
  define: {
    __BUILD_VERSION__: JSON.stringify(version),
    __BUILD_COMMIT__: JSON.stringify(commit),
  },
  logLevel: 'warning',
});
await rm(`${outDir}/migrations`, { recursive: true, force: true });
await cp('migrations', `${outDir}/migrations`, { recursive: true });
console.log(
  `server bundle: ${outDir}/server/server.js, heavy-worker.js and the commands ` +
    `(${commands.map((c) => `${c}.js`).join(', ')}); migrations in ${outDir}/migrations; ` +
    `${version}, ${commit || 'commit unknown'}`,
);
