import { describe, expect, it } from 'vitest';
import { databaseFreeTests } from './database-free-tests.mjs';

// What CI's PostgreSQL pass leaves to the PGlite pass (scripts/test.mjs): only test files that
// cannot reach a database.
describe('databaseFreeTests', () => {
  it('lists tests that reach no database and start nothing, and none that do', async () => {
    const free = await databaseFreeTests();
    // Pure: a TOTP check and a file cipher.
    expect(free).toContain('src/server/services/staff/totp.test.ts');
    expect(free).toContain('src/server/services/storage/encryption/file-cipher.test.ts');
    // An app on a test database, directly or through a helper.
    expect(free).not.toContain('src/server/routes/api/support/support-messages.test.ts');
    expect(free).not.toContain('src/server/routes/api/admin/support-inbox.test.ts');
    // Starts processes (the built server, npm ci).
    expect(free).not.toContain('scripts/production-install.test.ts');
    expect(free).not.toContain('src/server/graceful-shutdown.test.ts');
    // Never the domain's or the web app's tests: those are left out by folder.
    expect(free.every((file) => /^(src\/server|scripts)\//.test(file))).toBe(true);
  });
});
