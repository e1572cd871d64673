import type { PassportCheckRecord } from '@/domain/passport-check';
import { pageImageOfPdf } from './page-image';
import { readMrz } from './read-mrz';

export interface PassportCheckInput {
  data: Buffer;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
  budgetMs?: number;
}

/** How long the reading passes may go on (the pool's own timeout stops a stuck thread later). */
const PASSPORT_CHECK_BUDGET_MS = 10_000;

/**
 * Reads the zone of an uploaded passport page (docs/requirements/documents.md, "Passport
 * check"). Runs in a heavy-work thread. A file that cannot be decoded is `unreadable` (the
 * traveller is told to check the scan); a fault of the reader itself throws, and the caller
 * records the check as not done.
 */
export async function checkPassportFile(
  { data, mimeType }: PassportCheckInput,
  budgetMs = PASSPORT_CHECK_BUDGET_MS,
): Promise<PassportCheckRecord> {
  const started = Date.now();
  const ms = () => Date.now() - started;
  const image =
    mimeType === 'application/pdf' ? await pageImageOfPdf(data).catch(() => undefined) : data;
  if (!image) return { outcome: 'unreadable', ms: ms() };
  const { reading } = await readMrz(image, started + budgetMs);
  return reading ? { outcome: 'read', reading, ms: ms() } : { outcome: 'unreadable', ms: ms() };
}
