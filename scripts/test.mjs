// `npm test`: every check CI runs; the first failure stops the run.
//
// Steps in one group run side by side, two at a time (the machines have two cores, and each of
// these is single-threaded or waits on the network and its own server), each one's output
// printed whole when it ends; the groups run one after the other.
//
// TEST_DATABASE_PASS=1 (set by .ci/run for its second pass, on PostgreSQL, of the same checkout)
// leaves out what cannot depend on the database because the first pass, on PGlite, already ran
// it on these very files: formatting, types, lint, the repository checks, the translations, the
// unit tests of the domain and the web app (neither can reach a database: eslint forbids server
// imports there) and the server's and scripts' tests that import nothing that opens a database
// and start no process (scripts/database-free-tests.mjs), the browser specs that do not depend on the shared server's database (the
// list is in playwright.config.ts), the production install's test, which starts its own server
// on a fresh embedded database (scripts/production-install.test.ts), and the build, which the
// first pass made from the same files (dist/ is still there; test:production checks it is not
// older than the sources).
//
// test:unit leaves the production install's test out: it needs the build, so test:production
// runs it after the build.
import { spawn } from 'node:child_process';
import { databaseFreeTests } from './database-free-tests.mjs';

const databasePass = process.env.TEST_DATABASE_PASS === '1';
const PARALLEL = 2;

/** A step: its npm script, its arguments, whether it checks nothing a database could change. */
const step = (script, args = [], databaseFree = false) => ({ script, args, databaseFree });

const groups = [
  [
    step('typecheck', [], true),
    step('lint', [], true),
    step('format:check', [], true),
    step('knip', [], true),
    step('check:repo', [], true),
    step('test:i18n', [], true),
  ],
  [
    step(
      'test:unit',
      databasePass
        ? ['src/domain/**', 'src/web/**', ...(await databaseFreeTests())].flatMap((glob) => [
            '--exclude',
            glob,
          ])
        : [],
    ),
  ],
  [step('build', [], true)],
  [step('test:production', [], true), step('security')],
  [step('test:e2e')],
];

/** Runs one step; alone, its output streams; beside others, it is kept and printed at its end. */
function run({ script, args }, alone) {
  const label = `npm run ${script} ${args.join(' ')}`.trimEnd();
  console.log(`== ${label}${alone ? '' : ' (beside others; its output follows when it ends)'}`);
  const started = Date.now();
  const env = databasePass ? { ...process.env, E2E_SKIP_UI_ONLY: '1' } : process.env;
  const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) {
        console.log(`== output of ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = code === 0;
      console.log(
        ok
          ? `== ${label}: ${seconds} s`
          : `== ${label} failed (exit ${code ?? signal}) after ${seconds} s`,
      );
      resolve(ok);
    });
  });
}

/** Runs a group's steps, PARALLEL at a time; resolves whether all passed. */
async function runGroup(steps) {
  const queue = [...steps];
  const alone = steps.length === 1;
  let passed = true;
  const lane = async () => {
    for (let next = queue.shift(); next && passed; next = queue.shift()) {
      if (!(await run(next, alone))) passed = false;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, steps.length) }, lane));
  return passed;
}

const started = Date.now();
for (const group of groups) {
  const steps = group.filter(({ script, databaseFree }) => {
    if (databasePass && databaseFree) {
      console.log(
        `== npm run ${script}: ran in the first pass on this checkout (TEST_DATABASE_PASS=1)`,
      );
      return false;
    }
    return true;
  });
  if (steps.length > 0 && !(await runGroup(steps))) process.exit(1);
}
console.log(`== npm test passed in ${Math.round((Date.now() - started) / 1000)} s`);
