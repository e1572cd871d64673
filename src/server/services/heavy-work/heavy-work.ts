import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import Piscina from 'piscina';
import { HttpError, invalidFields } from '@/server/lib/http-errors';
import type { AgreementPdfInput } from '@/server/services/agreements/render-agreement-pdf';
import type { AccountingPdfInput } from '@/server/services/accounting/render-accounting-pdf';
import type { PassportCheckRecord } from '@/domain/passport-check';
import type { PassportCheckInput } from '@/server/services/documents/passport-check/check-passport';
import type { Preparation, PrepareInput } from '@/server/services/documents/prepare-document';
import { documentTooComplex } from '@/server/services/documents/upload-errors';
import { ApplicationSlots } from './application-slots';
import type { WorkerAnswer } from './heavy-worker';

type TransferList = NonNullable<Parameters<Piscina['run']>[1]>['transferList'];

export interface HeavyWorkOptions {
  /** Pool threads; default one less than the cores, at least one. */
  threads?: number;
  /**
   * Threads of the reading lane (the passport check), a pool of its own: a passport read that
   * takes its whole budget never holds up a photo, a PDF or a signature. Default one.
   */
  readingThreads?: number;
  /** How long one job may run once a thread has taken it; then its thread is stopped. */
  timeoutMs?: number;
  /** Jobs of one application running at once, and waiting behind those; more are refused. */
  runningPerApplication?: number;
  waitingPerApplication?: number;
  /** Jobs of all applications waiting for a thread; more are refused (503 server.busy). */
  maxQueue?: number;
}

const heavyWorkDefaults = {
  readingThreads: 1,
  timeoutMs: 20_000,
  runningPerApplication: 2,
  // Room for a family of ten dropping their passports at once, or a signature clicked again
  // and again while the first is rendered.
  waitingPerApplication: 8,
  maxQueue: 32,
};

const defaultThreads = () => Math.max(1, availableParallelism() - 1);

/**
 * Where the worker entry is: next to the running file. Built, that is dist/server/ (the server
 * bundle and heavy-worker.js side by side, scripts/build-server.mjs); from source (tests, npm
 * run dev) it is heavy-worker-from-source.mjs here, which loads heavy-worker.ts through tsx.
 * The unit tests bundle the entry once per run and name it in HEAVY_WORKER_ENTRY
 * (src/server/test-support/heavy-worker-bundle.ts): a thread then starts in about a second
 * instead of four. Only code running from source reads it; a built server never does.
 */
function workerEntry(): string {
  const fromSource = import.meta.url.endsWith('.ts');
  const bundled = process.env.HEAVY_WORKER_ENTRY;
  if (fromSource && bundled) return bundled;
  return fileURLToPath(
    new URL(fromSource ? './heavy-worker-from-source.mjs' : './heavy-worker.js', import.meta.url),
  );
}

/**
 * piscina's transfer-list type is inferred from MessagePort.postMessage's last overload (the
 * options object) under current @types/node, while piscina itself wants the array form.
 */
function transferring(port: MessagePort): TransferList {
  const list: unknown = [port];
  return list as TransferList;
}

const serverBusy = () => new HttpError('server.busy');

type JobName = 'prepare' | 'renderAgreement' | 'renderAccounting' | 'checkPassport' | 'eVisaText';
/** The main lane prepares files and renders agreements; the reading lane reads passports. */
type Lane = 'main' | 'reading';

/**
 * Document preparation and agreement rendering, run in a small pool of worker threads so the
 * event loop keeps answering while they work (docs/decisions/0031-heavy-work-in-workers.md),
 * each within the budgets of docs/requirements/limits.md ("Heavy work"). The pool starts with
 * the first job; close() stops it.
 */
export class HeavyWork {
  readonly #options: Required<HeavyWorkOptions>;
  readonly #slots: ApplicationSlots;
  readonly #pools = new Map<Lane, Piscina>();
  #closed = false;

  constructor(options: HeavyWorkOptions = {}) {
    this.#options = {
      threads: options.threads ?? defaultThreads(),
      readingThreads: options.readingThreads ?? heavyWorkDefaults.readingThreads,
      timeoutMs: options.timeoutMs ?? heavyWorkDefaults.timeoutMs,
      runningPerApplication:
        options.runningPerApplication ?? heavyWorkDefaults.runningPerApplication,
      waitingPerApplication:
        options.waitingPerApplication ?? heavyWorkDefaults.waitingPerApplication,
      maxQueue: options.maxQueue ?? heavyWorkDefaults.maxQueue,
    };
    this.#slots = new ApplicationSlots(
      this.#options.runningPerApplication,
      this.#options.waitingPerApplication,
    );
  }

  get slots(): ApplicationSlots {
    return this.#slots;
  }

  /** prepareDocument in a thread; a file over its pixel or time budget is refused (422). */
  async prepareDocument(
    applicationId: string,
    input: PrepareInput,
    fileName: string,
  ): Promise<Preparation> {
    const result = await this.#run<Preparation>(applicationId, 'prepare', input);
    if ('timedOut' in result || 'tooMuchWork' in result) throw documentTooComplex(fileName);
    if ('invalid' in result) throw invalidFields(result.invalid);
    // Buffers arrive from the thread as plain Uint8Arrays.
    const asBuffer = (data: Uint8Array) =>
      Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const { prepared, cleanedOriginal } = result.ok;
    return {
      ...result.ok,
      ...(prepared && prepared !== 'original'
        ? { prepared: { ...prepared, data: asBuffer(prepared.data) } }
        : {}),
      ...(cleanedOriginal ? { cleanedOriginal: asBuffer(cleanedOriginal) } : {}),
    };
  }

  /**
   * The passport check (checkPassportFile) in a thread. Never refuses the upload: over its time,
   * with the server busy, or on a fault it answers `unchecked`, and a person checks instead.
   */
  async checkPassport(
    applicationId: string,
    input: PassportCheckInput,
    onFault: (err: unknown) => void,
  ): Promise<PassportCheckRecord> {
    try {
      const result = await this.#run<PassportCheckRecord>(applicationId, 'checkPassport', input);
      if ('timedOut' in result) return { outcome: 'unchecked', reason: 'timeout' };
      if ('ok' in result) return result.ok;
      return { outcome: 'unchecked', reason: 'error' };
    } catch (err) {
      if (err instanceof HttpError && err.code === 'server.busy')
        return { outcome: 'unchecked', reason: 'busy' };
      onFault(err);
      return { outcome: 'unchecked', reason: 'error' };
    }
  }

  /** renderAgreementPdf in a thread; over its time budget the signature is refused (503). */
  async renderAgreementPdf(applicationId: string, input: AgreementPdfInput): Promise<Uint8Array> {
    const result = await this.#run<Uint8Array>(applicationId, 'renderAgreement', input);
    if ('timedOut' in result || 'tooMuchWork' in result) throw serverBusy();
    if ('invalid' in result) throw invalidFields(result.invalid);
    return result.ok;
  }

  /** A receipt, invoice or credit note as a PDF, in a thread; over its time budget 503. */
  async renderAccountingPdf(applicationId: string, input: AccountingPdfInput): Promise<Uint8Array> {
    const result = await this.#run<Uint8Array>(applicationId, 'renderAccounting', input);
    if (!('ok' in result)) throw serverBusy();
    return result.ok;
  }

  /**
   * An e-visa PDF's text, read in a thread (evisa-check/extract-text.ts). A PDF that cannot be
   * opened, or that takes longer than the time budget, has no text: 'unreadable', never a 5xx.
   */
  async eVisaText(
    applicationId: string,
    data: Uint8Array,
  ): Promise<{ text: string } | { unreadable: true }> {
    const result = await this.#run<{ text: string } | { unreadable: true }>(
      applicationId,
      'eVisaText',
      { data },
    );
    return 'ok' in result ? result.ok : { unreadable: true };
  }

  async close(): Promise<void> {
    this.#closed = true;
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.all(pools.map((pool) => pool.destroy()));
  }

  async #run<T>(
    applicationId: string,
    name: JobName,
    input: unknown,
  ): Promise<WorkerAnswer<T> | { timedOut: true }> {
    const release = await this.#slots.acquire(applicationId);
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // The clock starts when a thread takes the job, not while it waits in the queue.
    port1.once('message', () => {
      timer = setTimeout(() => abort.abort(), this.#options.timeoutMs);
    });
    try {
      const pool = this.#poolFor(name === 'checkPassport' ? 'reading' : 'main');
      if (pool.queueSize >= this.#options.maxQueue) throw serverBusy();
      return (await pool.run(
        { input, started: port2 },
        { name, signal: abort.signal, transferList: transferring(port2) },
      )) as WorkerAnswer<T>;
    } catch (err) {
      // Aborted: piscina has stopped the thread that ran the job; a new one takes the next.
      if (abort.signal.aborted) return { timedOut: true };
      throw err;
    } finally {
      clearTimeout(timer);
      port1.close();
      release();
    }
  }

  #poolFor(lane: Lane): Piscina {
    if (this.#closed) throw serverBusy();
    let pool = this.#pools.get(lane);
    if (!pool) {
      pool = new Piscina({
        filename: workerEntry(),
        minThreads: 0,
        maxThreads: lane === 'reading' ? this.#options.readingThreads : this.#options.threads,
        // Threads load sharp, pdf-lib and the fonts (or the OCR models) once; kept a while.
        idleTimeout: 5 * 60_000,
        maxQueue: this.#options.maxQueue,
        // Lower priority (Linux nice +10, through piscina's optional @napi-rs/nice): on a small
        // machine the event loop gets the CPU first and the heavy job takes what is left.
        niceIncrement: 10,
      });
      this.#pools.set(lane, pool);
    }
    return pool;
  }
}
