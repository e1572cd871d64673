// The server's and the scripts' test files that cannot depend on which database runs: nothing
// they import, however indirectly, opens a database (src/server/db/client.ts), and they start
// no process and read no DATABASE_URL (a process could open one from it). CI's PostgreSQL pass leaves them out with
// the domain's and the web app's tests (scripts/test.mjs): the PGlite pass ran them on the same
// files. Found from the import graph each run, so a test that starts to use the database is run
// on both at once, without a list to keep.
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Opens a database. */
const DATABASE_CLIENT = /(^|\/)src\/server\/db\/client\.ts$/;
/** Starts a process, or reads DATABASE_URL itself. */
const STARTS_OR_CONFIGURES =
  /\b(spawn|spawnSync|execFile|execFileSync|execSync|exec|fork)\s*\(|DATABASE_URL/;

export async function databaseFreeTests(root = process.cwd()) {
  const files = ['src/server', 'scripts']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map(
        (file) => `${dir}/${file.split(path.sep).join('/')}`,
      ),
    )
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  const result = await build({
    absWorkingDir: root,
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'database-free-tests',
    packages: 'external',
    alias: { '@': path.resolve(root, 'src') },
    loader: { '.json': 'json', '.sql': 'text', '.node': 'empty' },
    logLevel: 'silent',
  });
  const free = [];
  for (const output of Object.values(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    const inputs = Object.keys(output.inputs);
    if (inputs.some((input) => DATABASE_CLIENT.test(input))) continue;
    // The test file and every module of ours it reaches (a helper could start the server).
    const ours = inputs.filter(
      (input) => !input.includes('node_modules') && /\.[cm]?[jt]sx?$/.test(input),
    );
    if (
      ours.some((input) => STARTS_OR_CONFIGURES.test(readFileSync(path.join(root, input), 'utf8')))
    ) {
      continue;
    }
    free.push(output.entryPoint);
  }
  return free.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of await databaseFreeTests()) console.log(file);
}
