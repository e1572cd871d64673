import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import Piscina from 'piscina';
import { HttpError, invalidFields } from '@/server/lib/http-errors';
import type { AgreementPdfInput } from '@/server/services/agreements/render-agreement-pdf';
import type { Preparation, PrepareInput } from '@/server/services/documents/prepare-document';
import { documentTooComplex } from '@/server/services/documents/upload-errors';
import { ApplicationSlots } from './application-slots';
import type { WorkerAnswer } from './heavy-worker';

type TransferList = NonNullable<Parameters<Piscina['run']>[1]>['transferList'];

export interface HeavyWorkOptions {
  /** Pool threads; default one less than the cores, at least one. */
  threads?: number;
  /** How long one job may run once a thread has taken it; then its thread is stopped. */
  timeoutMs?: number;
  /** Jobs of one application running at once, and waiting behind those; more are refused. */
  runningPerApplication?: number;
  waitingPerApplication?: number;
  /** Jobs of all applications waiting for a thread; more are refused (503 server.busy). */
  maxQueue?: number;
}

const heavyWorkDefaults = {
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
 */
function workerEntry(): string {
  const fromSource = import.meta.url.endsWith('.ts');
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

/**
 * Document preparation and agreement rendering, run in a small pool of worker threads so the
 * event loop keeps answering while they work (docs/decisions/0031-heavy-work-in-workers.md),
 * each within the budgets of docs/requirements/limits.md ("Heavy work"). The pool starts with
 * the first job; close() stops it.
 */
export class HeavyWork {
  readonly #options: Required<HeavyWorkOptions>;
  readonly #slots: ApplicationSlots;
  #pool: Piscina | undefined;
  #closed = false;

  constructor(options: HeavyWorkOptions = {}) {
    this.#options = {
      threads: options.threads ?? defaultThreads(),
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

  /** renderAgreementPdf in a thread; over its time budget the signature is refused (503). */
  async renderAgreementPdf(applicationId: string, input: AgreementPdfInput): Promise<Uint8Array> {
    const result = await this.#run<Uint8Array>(applicationId, 'renderAgreement', input);
    if ('timedOut' in result || 'tooMuchWork' in result) throw serverBusy();
    if ('invalid' in result) throw invalidFields(result.invalid);
    return result.ok;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.destroy();
  }

  async #run<T>(
    applicationId: string,
    name: 'prepare' | 'renderAgreement',
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
      const pool = this.#poolFor();
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

  #poolFor(): Piscina {
    if (this.#closed) throw serverBusy();
    this.#pool ??= new Piscina({
      filename: workerEntry(),
      minThreads: 0,
      maxThreads: this.#options.threads,
      // Threads load sharp, pdf-lib and the fonts once; kept a while for the next upload.
      idleTimeout: 5 * 60_000,
      maxQueue: this.#options.maxQueue,
      // Lower priority (Linux nice +10, through piscina's optional @napi-rs/nice): on a small
      // machine the event loop gets the CPU first and the heavy job takes what is left.
      niceIncrement: 10,
    });
    return this.#pool;
  }
}
