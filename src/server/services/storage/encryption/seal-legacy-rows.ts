import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  agreements,
  applicants,
  applications,
  changeRequestItems,
  documents,
  emailOutbox,
  supportMessages,
  type Database,
} from '@/server/db';
import { copiedColumns } from '@/server/services/applications/applicant-rows';
import { legacyRowsSealed, markLegacyRowsSealed } from './column-key';

// Rows written before their columns were sealed (migration 0020) hold those values in clear.
// At start the server reads them (clear text reads as it is) and writes them back through the
// sealed columns, a batch per transaction, the rows locked and skipped by another instance
// doing the same. A traveller's row also gets its blind indexes (docs/decisions/0039).
// Finding those rows reads every sealed table whole (no index can tell clear text from sealed):
// at a million applications, gigabytes at each start of each process. So the first pass that
// finds nothing is recorded on the column key's row, and later starts skip the pass; a database
// restored from an older backup brings back that row as it was then, pass and all.

const BATCH = 200;

interface SealedTable {
  table: PgTable;
  id: PgColumn;
  columns: Record<string, PgColumn>;
  /** Extra columns to write with the resealed values (a traveller's blind indexes). */
  derived?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Its last-change time, kept as it was: sealing is not a change (retention counts from it). */
  updatedAt?: PgColumn;
}

const sealedTables: Record<string, SealedTable> = {
  applicants: {
    table: applicants,
    id: applicants.id,
    columns: {
      details: applicants.details,
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      passportNumber: applicants.passportNumber,
      eVisaFileName: applicants.eVisaFileName,
    },
    derived: (row) => {
      const details = row.details as Record<string, unknown>;
      const { passportIndex, nameIndex } = copiedColumns(
        {
          ...details,
          firstName: row.firstName,
          lastName: row.lastName,
          passportNumber: row.passportNumber,
        },
        row.firstName !== null,
      );
      return { passportIndex, nameIndex };
    },
    updatedAt: applicants.updatedAt,
  },
  agreements: {
    table: agreements,
    id: agreements.id,
    columns: { signerName: agreements.signerName },
  },
  applications: {
    table: applications,
    id: applications.id,
    columns: { phone: applications.phone },
    updatedAt: applications.updatedAt,
  },
  documents: {
    table: documents,
    id: documents.id,
    columns: { originalName: documents.originalName },
  },
  emailOutbox: {
    table: emailOutbox,
    id: emailOutbox.id,
    columns: { payload: emailOutbox.payload },
  },
  supportMessages: {
    table: supportMessages,
    id: supportMessages.id,
    columns: { name: supportMessages.name, message: supportMessages.message },
  },
  changeRequestItems: {
    table: changeRequestItems,
    id: changeRequestItems.id,
    columns: { oldValue: changeRequestItems.oldValue, newValue: changeRequestItems.newValue },
  },
};

/** A value of the column is in clear: not null and not `s1.`-prefixed. */
const inClear = (column: PgColumn): SQL =>
  sql`(${column} is not null and ${column} not like 's1.%')`;

async function sealBatch(db: Database, spec: SealedTable): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = (await tx
      .select({ id: spec.id, ...spec.columns })
      .from(spec.table)
      .where(or(...Object.values(spec.columns).map(inClear)))
      .limit(BATCH)
      .for('update', { skipLocked: true })) as Record<string, unknown>[];
    for (const { id, ...values } of rows) {
      await tx
        .update(spec.table)
        .set({
          ...values,
          ...spec.derived?.(values),
          ...(spec.updatedAt ? { updatedAt: sql`${spec.updatedAt}` } : {}),
        })
        .where(inArray(spec.id, [id as string]));
    }
    return rows.length;
  });
}

/** Seals every value still in clear; returns how many rows of each table it wrote. */
export async function sealLegacyRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, spec] of Object.entries(sealedTables)) {
    counts[name] = 0;
    for (;;) {
      const sealed = await sealBatch(db, spec);
      counts[name] += sealed;
      if (sealed < BATCH) break;
    }
  }
  return counts;
}

/**
 * The server's start: seals what is still in clear, unless a pass already found nothing; a pass
 * that finds nothing records it. Undefined when skipped, else how many rows of each table it
 * wrote. A pass that sealed rows is not recorded: the next start looks again, and finds rows
 * another instance held locked (and may have failed to seal) as well.
 */
export async function sealLegacyRowsAtStart(
  db: Database,
): Promise<Record<string, number> | undefined> {
  if (await legacyRowsSealed(db)) return undefined;
  const counts = await sealLegacyRows(db);
  if (Object.values(counts).every((n) => n === 0)) await markLegacyRowsSealed(db);
  return counts;
}
