// Column helpers every table file shares, so a timestamp or an id is declared one way.
// No `@/` imports in schema/: drizzle-kit loads these files with its own loader, without our alias.
import { sql, type AnyColumn } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const id = () => uuid('id').primaryKey().defaultRandom();
/** `column IN ('a', 'b')` for a check constraint; the values are our own constants, never input. */
export const oneOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
