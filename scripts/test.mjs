// `npm test`: every check CI runs, one after the other; the first failure stops the run.
//
// TEST_DATABASE_PASS=1 (set by .ci/run for its second pass, on PostgreSQL, of the same checkout)
// leaves out what cannot depend on the database because the first pass, on PGlite, already ran
// it on these very files: formatting, types, lint, the repository checks, the translations, the
// unit tests of the domain and the web app (neither can reach a database: eslint forbids server
// imports there), and the browser specs that do not depend on the shared server's database
// (the list is in playwright.config.ts), and the production install's test, which starts its
// own server on a fresh embedded database (scripts/production-install.test.ts).
//
// test:unit leaves that test out: it runs the build, so test:production runs it right after.
import { spawnSync } from 'node:child_process';

const databasePass = process.env.TEST_DATABASE_PASS === '1';

/** [npm script, its arguments, whether it checks nothing a database could change] */
const steps = [
  ['format:check', [], true],
  ['typecheck', [], true],
  ['lint', [], true],
  ['check:repo', [], true],
  ['knip', [], true],
  ['test:unit', databasePass ? ['--exclude', 'src/domain/**', '--exclude', 'src/web/**'] : []],
  ['test:i18n', [], true],
  ['build', []],
  ['test:production', [], true],
  ['security', []],
  ['test:e2e', []],
];

for (const [script, args, databaseFree] of steps) {
  if (databasePass && databaseFree) {
    console.log(
      `== npm run ${script}: ran in the first pass on this checkout (TEST_DATABASE_PASS=1)`,
    );
    continue;
  }
  console.log(`== npm run ${script} ${args.join(' ')}`.trimEnd());
  const started = Date.now();
  const env = databasePass ? { ...process.env, E2E_SKIP_UI_ONLY: '1' } : process.env;
  const run = spawnSync('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) {
    console.error(`== npm run ${script} failed (exit ${run.status ?? run.signal})`);
    process.exit(run.status || 1);
  }
  console.log(`== npm run ${script}: ${Math.round((Date.now() - started) / 1000)} s`);
}
