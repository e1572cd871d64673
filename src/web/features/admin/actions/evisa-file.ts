import type { validationMessages } from '@/domain/messages';
import { EVISA_MAX_BYTES } from '@/domain/schemas/admin';

export type EVisaFileProblem = Extract<
  keyof typeof validationMessages,
  'eVisaPdfOnly' | 'eVisaTooLarge'
>;

const PDF_MAGIC = '%PDF-';

/**
 * Checks the chosen e-visa before sending, as the server will: a PDF by its content (the first
 * bytes), not by its name, and under 5 MB. Saves a long upload that would be refused.
 */
export async function eVisaFileProblem(
  file: Blob | null | undefined,
): Promise<EVisaFileProblem | null> {
  if (!file || file.size === 0) return 'eVisaPdfOnly';
  if (file.size > EVISA_MAX_BYTES) return 'eVisaTooLarge';
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text === PDF_MAGIC ? null : 'eVisaPdfOnly';
}
