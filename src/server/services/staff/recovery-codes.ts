import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { staffRecoveryCodes, type DatabaseExecutor } from '@/server/db';
import { sha256Hex } from '@/server/lib/secrets';

const RECOVERY_CODE_COUNT = 10;
// Crockford-style alphabet: no I, L, O, U, so codes read back without confusion.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'XXXX-XXXX-XXXX-XXXX': 16 symbols of 5 bits, 80 random bits. */
export function generateRecoveryCode(): string {
  const symbols = [...randomBytes(16)].map((byte) => ALPHABET[byte & 31]).join('');
  return symbols.match(/.{4}/g)!.join('-');
}

/** Upper case, no dashes or spaces, and the easily confused letters read as digits. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

export const looksLikeRecoveryCode = (code: string) =>
  /^[0-9A-HJKMNP-TV-Z]{16}$/.test(normalizeRecoveryCode(code));

/** Replaces the account's codes with ten new ones; returns them for showing once. */
export async function issueRecoveryCodes({
  db,
  staffUserId,
  now,
}: {
  db: DatabaseExecutor;
  staffUserId: string;
  now: Date;
}): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  await db.insert(staffRecoveryCodes).values(
    codes.map((code) => ({
      staffUserId,
      codeHash: sha256Hex(normalizeRecoveryCode(code)),
      createdAt: now,
    })),
  );
  return codes;
}

/** Marks a matching unused code as used; true exactly once per code, even when raced. */
export async function useRecoveryCode({
  db,
  staffUserId,
  code,
  now,
}: {
  db: DatabaseExecutor;
  staffUserId: string;
  code: string;
  now: Date;
}): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffUserId, staffUserId),
        eq(staffRecoveryCodes.codeHash, sha256Hex(normalizeRecoveryCode(code))),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}
