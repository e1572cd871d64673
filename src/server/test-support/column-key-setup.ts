import { columnKeyFromSecret, newColumnSecret, useColumnKey } from '@/server/db/column-crypto';

// Vitest setup (vitest.config.ts): a column key for the whole test process, so a test that
// writes sealed columns straight through drizzle needs no app; every app the process builds on a
// fresh database adopts it (loadColumnKey).
useColumnKey(columnKeyFromSecret(newColumnSecret()));
