import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

// The database's column secret (src/server/db/column-crypto.ts), sealed like a stored file under
// the master key (file-cipher's format, base64): `npm run rotate-key` and a server that sees a new
// master key re-wrap it. One row, id 'current'. `legacyRowsSealedAt`: when a start-up pass first
// found no value left in clear (services/storage/encryption/seal-legacy-rows.ts); later starts
// skip that pass.
export const columnKeys = pgTable('column_keys', {
  id: text('id').primaryKey(),
  sealedSecret: text('sealed_secret').notNull(),
  createdAt: createdAt(),
  legacyRowsSealedAt: tstz('legacy_rows_sealed_at'),
});
