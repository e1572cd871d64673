// The entry of the heavy-work threads (docs/decisions/0031-heavy-work-in-workers.md): each
// export is one kind of job, run by heavy-work.ts in a pool thread. What crosses the thread
// boundary is structured-cloned, so Buffers arrive as plain Uint8Arrays and errors lose their
// class: a refusal travels back as a value instead.
import type { MessagePort } from 'node:worker_threads';
import sharp from 'sharp';
import {
  renderAgreementPdf,
  type AgreementPdfInput,
} from '@/server/services/agreements/render-agreement-pdf';
import {
  renderAccountingPdf,
  type AccountingPdfInput,
} from '@/server/services/accounting/render-accounting-pdf';
import { prepareDocument, type PrepareInput } from '@/server/services/documents/prepare-document';
import {
  checkPassportFile,
  type PassportCheckInput,
} from '@/server/services/documents/passport-check/check-passport';
import { extractPdfText } from '@/server/services/evisa-check/extract-text';
import { TooMuchWork } from '@/server/services/documents/work-budget';
import { HttpError, type FieldProblems } from '@/server/lib/http-errors';

// One libvips thread per operation: the pool's parallelism is its threads, and the decoder's
// own threads run at normal priority, beside the event loop (libvips' setting is per process).
sharp.concurrency(1);

/** Told once the job starts, so the time budget counts work, not the wait in the queue. */
interface Job {
  started: MessagePort;
}

export type WorkerAnswer<T> =
  | { ok: T }
  | { tooMuchWork: true }
  /** A field the job found invalid (a signature PNG the encoder refuses). */
  | { invalid: FieldProblems };

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

async function answer<T>(job: Job, work: () => Promise<T>): Promise<WorkerAnswer<T>> {
  job.started.postMessage('started');
  job.started.close();
  try {
    return { ok: await work() };
  } catch (err) {
    if (err instanceof TooMuchWork) return { tooMuchWork: true };
    if (err instanceof HttpError && err.fields) return { invalid: err.fields };
    throw err;
  }
}

export function prepare(job: Job & { input: PrepareInput }) {
  return answer(job, () => prepareDocument({ ...job.input, data: asBuffer(job.input.data) }));
}

export function checkPassport(job: Job & { input: PassportCheckInput }) {
  return answer(job, () =>
    checkPassportFile({ ...job.input, data: asBuffer(job.input.data) }, job.input.budgetMs),
  );
}

export function renderAccounting(job: Job & { input: AccountingPdfInput }) {
  return answer(job, () => renderAccountingPdf(job.input));
}

export function renderAgreement(job: Job & { input: AgreementPdfInput }) {
  return answer(job, () => renderAgreementPdf(job.input));
}

/** An e-visa's text (evisa-check/extract-text.ts); a PDF pdfjs cannot open has none to give. */
export function eVisaText(job: Job & { input: { data: Uint8Array } }) {
  return answer(job, async () => {
    try {
      return { text: await extractPdfText(job.input.data) };
    } catch {
      return { unreadable: true as const };
    }
  });
}
