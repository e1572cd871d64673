import { EVISA_MAX_BYTES } from '@/domain/schemas/admin';

/** The server's code for the same refusal (docs/errors.md). */
export type EVisaFileProblem = 'evisa.pdf_only' | 'evisa.too_large';

const PDF_MAGIC = '%PDF-';

/**
 * Checks the chosen e-visa before sending, as the server will: a PDF by its content (the first
 * bytes), not by its name, and under 5 MB. Saves a long upload that would be refused.
 */
export async function eVisaFileProblem(
  file: Blob | null | undefined,
): Promise<EVisaFileProblem | null> {
  if (!file || file.size === 0) return 'evisa.pdf_only';
  if (file.size > EVISA_MAX_BYTES) return 'evisa.too_large';
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text === PDF_MAGIC ? null : 'evisa.pdf_only';
}
