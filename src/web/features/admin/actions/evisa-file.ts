import type { validationMessages } from '@/domain/messages';

/** The e-visa PDF's limit (specification section 8: 'File size must be less than 5MB.'). */
export const EVISA_MAX_BYTES = 5 * 1024 * 1024;

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
