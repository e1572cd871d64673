import { customType } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads the schema without the `@/` alias.
import { openValue, sealValue } from '../column-crypto';

// Columns sealed at rest (docs/requirements/privacy.md, "Sensitive columns"): the database holds
// only `s1.<key id>.<ciphertext>`; drizzle seals on write and opens on read, so services read and
// write plain values. SQL cannot look inside: no `like`, `->>` or ordering on these columns (the
// staff search uses the blind indexes instead), and an `eq()` on one compares with a fresh
// sealing of the value, which never matches. A value written before sealing existed is read as
// it is and sealed by the server at start (sealLegacyRows).

/** Text sealed in column `table.name`. */
export const sealedText = (table: string, name: string) =>
  customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => sealValue(`${table}.${name}`, value),
    fromDriver: (value) => openValue(`${table}.${name}`, value),
  })(name);

/** JSON sealed in column `table.name` (a text column holding the sealed JSON text). */
export const sealedJson = <T>(table: string, name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => sealValue(`${table}.${name}`, JSON.stringify(value)),
    fromDriver: (value) => JSON.parse(openValue(`${table}.${name}`, value)) as T,
  })(name);
