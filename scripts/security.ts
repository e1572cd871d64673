/**
 * `npm run security`: starts the built server on a free port with a fresh DATA_DIR and runs the
 * attack list (scripts/security/attacks.ts) against it, one line per attack: what was tried,
 * what the server answered, HELD or FAILED. Exits non-zero when any defence failed.
 */
import { attacks, stopHelperTargets } from './security/attacks';
import { startTarget, stopServer, useOwnDatabase } from './security/server';

const dropDatabase = await useOwnDatabase();
const target = await startTarget().catch(async (err: unknown) => {
  await dropDatabase();
  throw err;
});
console.log(`target on ${target.database === 'postgresql' ? 'PostgreSQL' : 'PGlite'}`);
let failed = 0;
try {
  for (const attack of attacks) {
    const outcome = await attack.run(target).catch((err: unknown) => ({
      answered: `error: ${err instanceof Error ? err.message : String(err)}`.slice(0, 200),
      held: false,
    }));
    if (!outcome.held) failed += 1;
    console.log(
      `${outcome.held ? 'HELD  ' : 'FAILED'}  ${attack.name}: tried ${attack.tried}; answered ${outcome.answered}`,
    );
  }
} finally {
  await stopHelperTargets();
  await stopServer(target);
  await dropDatabase();
}
console.log(`${attacks.length - failed} of ${attacks.length} attacks held`);
if (failed > 0) {
  console.log('\nServer output:\n' + target.output().slice(-4000));
  process.exit(1);
}
