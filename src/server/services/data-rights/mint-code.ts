import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { dataRightsRules } from '@/domain/data-rights';
import { dataRightsCodes, type DatabaseExecutor } from '@/server/db';
import { sha256Hex } from '@/server/lib/secrets';

// The emailed data-rights code, made when its email is delivered (codes.ts says why). Apart
// from codes.ts, which queues mail: the delivery imports this file.

const MINUTE_MS = 60_000;

/** The stored hash of a code: salted with its row's id, so equal codes never hash alike. */
export const codeHash = (codeId: string, code: string) =>
  sha256Hex(`data-rights:${codeId}:${code}`);

/**
 * At delivery: a fresh code for the row, valid from now (a retried delivery replaces it).
 * Undefined when the row was used or is gone (the application was erased meanwhile).
 */
export async function mintDataRightsCode({
  db,
  codeId,
  now = new Date(),
}: {
  db: DatabaseExecutor;
  codeId: string;
  now?: Date;
}): Promise<string | undefined> {
  const code = String(randomInt(0, 10 ** dataRightsRules.codeDigits)).padStart(
    dataRightsRules.codeDigits,
    '0',
  );
  const updated = await db
    .update(dataRightsCodes)
    .set({
      codeHash: codeHash(codeId, code),
      expiresAt: new Date(now.getTime() + dataRightsRules.codeMinutes * MINUTE_MS),
      attempts: 0,
    })
    .where(and(eq(dataRightsCodes.id, codeId), isNull(dataRightsCodes.usedAt)))
    .returning({ id: dataRightsCodes.id });
  return updated.length > 0 ? code : undefined;
}
