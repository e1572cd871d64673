import type { Database, EmailOutboxMessage } from '@/server/db';
import type { FileStorage } from '@/server/services/storage/storage';
import {
  deliverEmail,
  MAX_DELIVERY_ATTEMPTS,
  type DeliveryDeps,
  type MailLogger,
} from './deliver-email';
import { describeError } from './errors';
import { claimDueEmails, releaseEmailClaim } from './outbox';
import { renderEmail, type RenderEmail } from './templates';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  storage: FileStorage;
  from: string;
  publicUrl: string;
  logger: MailLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  render?: RenderEmail;
  renderAccountingDocument?: DeliveryDeps['renderAccountingDocument'];
}

export interface MailWorkerRun {
  sent: number;
  failed: number;
  retried: number;
}

export interface MailWorker {
  /** Polls the outbox until stop(); a poke() skips the wait. */
  start(): void;
  /** Stops polling and waits for the row in flight; claimed rows not yet tried are given back. */
  stop(): Promise<void>;
  /** One batch: claim due rows, deliver each, record the outcomes. */
  runOnce(): Promise<MailWorkerRun>;
  poke(): void;
}

const startedWorkers = new Set<MailWorker>();

/**
 * Call after committing a transaction that queued email, so delivery starts now rather than at
 * the next poll. Before the commit the worker could not see the row yet.
 */
export function notifyMailWorker(): void {
  for (const worker of startedWorkers) worker.poke();
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    pollIntervalMs = 1000,
    batchSize = 10,
    maxAttempts = MAX_DELIVERY_ATTEMPTS,
  } = options;
  const log = options.logger.child({ component: 'mail-worker' });
  const deps: DeliveryDeps = { ...options, maxAttempts, render: options.render ?? renderEmail };
  let active = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let poked = false;

  async function deliverBatch(rows: EmailOutboxMessage[]): Promise<MailWorkerRun> {
    const run: MailWorkerRun = { sent: 0, failed: 0, retried: 0 };
    for (const [index, row] of rows.entries()) {
      if (stopping) {
        await releaseRows(rows.slice(index));
        break;
      }
      const rowLog = log.child({ outboxId: row.id, template: row.template, attempt: row.attempts });
      try {
        const outcome = await deliverEmail(row, deps, rowLog);
        if (outcome !== 'lost') run[outcome] += 1;
      } catch (err) {
        // The outcome could not be recorded; the row stays claimed and is retried when the claim expires.
        rowLog.error({ error: describeError(err) }, 'email outcome could not be recorded');
      }
    }
    return run;
  }

  async function releaseRows(rows: EmailOutboxMessage[]): Promise<void> {
    for (const row of rows) {
      await releaseEmailClaim(db, { id: row.id, attempts: row.attempts }).catch((err: unknown) =>
        log.warn({ outboxId: row.id, error: describeError(err) }, 'could not release email claim'),
      );
    }
  }

  async function poll(): Promise<void> {
    while (active) {
      let claimed = 0;
      try {
        const rows = await claimDueEmails(db, batchSize);
        claimed = rows.length;
        await deliverBatch(rows);
      } catch (err) {
        log.error({ error: describeError(err) }, 'could not claim emails');
      }
      // A full batch suggests more are due: go again at once.
      if (active && claimed < batchSize) await idle();
    }
  }

  function idle(): Promise<void> {
    if (poked) {
      poked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, pollIntervalMs);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  const worker: MailWorker = {
    start() {
      if (active) return;
      active = true;
      stopping = false;
      startedWorkers.add(worker);
      loop = poll();
    },
    async stop() {
      active = false;
      stopping = true;
      startedWorkers.delete(worker);
      wake?.();
      await loop;
      loop = undefined;
      stopping = false;
    },
    async runOnce() {
      return deliverBatch(await claimDueEmails(db, batchSize));
    },
    poke() {
      if (wake) wake();
      else poked = true;
    },
  };
  return worker;
}
