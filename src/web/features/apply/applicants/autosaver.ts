import { isApiError } from '@/web/lib/api-client';

// When step 2's answers go to the server (docs/decisions/0015-autosave-backoff.md): after a pause
// in typing, one request at a time with the latest values; after a failure, never in a loop. A
// refused or failed save waits (exponentially, capped, at least as long as a Retry-After asks);
// while the browser is offline nothing is sent, and coming back online saves at once.

/**
 * idle: nothing changed yet · saving · saved · offline: the browser has no connection ·
 * retrying: a save failed and another is scheduled · unsaved: the server refused this save; the
 * next change tries again · closed: the application no longer takes drafts (submitted) ·
 * manual: a signed application's corrections are saved by the step's button, not by autosave.
 */
export type AutosaveStatus =
  'idle' | 'saving' | 'saved' | 'offline' | 'retrying' | 'unsaved' | 'closed' | 'manual';

/** Server saves wait for a pause in typing; local saves happen on every change. */
export const AUTOSAVE_DELAY_MS = 1500;
export const RETRY_BASE_MS = 2_000;
export const RETRY_CAP_MS = 60_000;
/** The longest a Retry-After is honoured (a longer one is a misconfiguration, not a plan). */
export const RETRY_AFTER_CAP_MS = 10 * 60_000;

/**
 * The wait before retry number `failures` (1 = after the first failure): 2 s doubling to a
 * 60 s cap, each drawn from its upper half so that many tabs do not retry in step, and never
 * shorter than the server's Retry-After.
 */
export function retryDelay(failures: number, retryAfterSeconds?: number, random = Math.random) {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  const backoff = Math.round(ceiling / 2 + (random() * ceiling) / 2);
  const asked = Math.min(RETRY_AFTER_CAP_MS, (retryAfterSeconds ?? 0) * 1000);
  return Math.max(backoff, asked);
}

/** A failure worth retrying by itself: no connection, a timeout, too many requests, a server error. */
const isTransient = (error: unknown) =>
  !isApiError(error) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

export interface AutosaverOptions {
  /** Sends the latest values; rejects with an ApiError when the server refuses. */
  save: () => Promise<void>;
  onStatus: (status: AutosaveStatus) => void;
  isOnline?: () => boolean;
  delayMs?: number;
  random?: () => number;
}

export class Autosaver {
  private dirty = false;
  private closed = false;
  private disposed = false;
  private failures = 0;
  private inFlight: Promise<void> | null = null;
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly isOnline: () => boolean;
  private readonly delayMs: number;

  constructor(private readonly options: AutosaverOptions) {
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
    this.delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
  }

  /** The answers changed (already kept locally): save them after a pause, unless a retry is waiting. */
  changed() {
    this.dirty = true;
    if (this.closed || this.retryTimer !== undefined) return;
    if (!this.isOnline()) return this.options.onStatus('offline');
    clearTimeout(this.typingTimer);
    this.typingTimer = setTimeout(() => void this.flush({ waitForRetry: true }), this.delayMs);
  }

  /**
   * Sends what is pending now (leaving the step); resolves when nothing is in flight. A save
   * after a pause in typing leaves the pending to a scheduled retry (`waitForRetry`).
   */
  async flush({ waitForRetry = false } = {}): Promise<void> {
    clearTimeout(this.typingTimer);
    this.typingTimer = undefined;
    while (this.inFlight) await this.inFlight;
    if (!this.dirty || this.closed) return;
    if (waitForRetry && this.retryTimer !== undefined) return;
    if (!this.isOnline()) return this.options.onStatus('offline');
    this.clearRetry();
    this.dirty = false;
    this.options.onStatus('saving');
    this.inFlight = this.options
      .save()
      .then(
        () => {
          this.failures = 0;
          this.options.onStatus(this.dirty ? 'saving' : 'saved');
        },
        (error: unknown) => this.failed(error),
      )
      .finally(() => {
        this.inFlight = null;
      });
    await this.inFlight;
  }

  /** The connection is back: save what is pending at once. */
  online() {
    this.failures = 0;
    this.clearRetry();
    if (this.dirty) void this.flush();
  }

  /** The connection is gone: nothing is sent until it returns. */
  offline() {
    clearTimeout(this.typingTimer);
    this.typingTimer = undefined;
    this.clearRetry();
    if (this.dirty && !this.closed) this.options.onStatus('offline');
  }

  /** Before the final save: drop what is pending and wait for the request in flight. */
  async cancel() {
    this.dirty = false;
    this.stopTimers();
    await this.inFlight;
  }

  /** The step is gone: no timer may fire after this (a last flush may still be sent). */
  dispose() {
    this.disposed = true;
    this.stopTimers();
  }

  private failed(error: unknown) {
    if (isApiError(error) && error.status === 409) {
      // A submitted application takes no drafts.
      this.closed = true;
      return this.options.onStatus('closed');
    }
    this.dirty = true;
    if (!this.isOnline()) return this.options.onStatus('offline');
    if (!isTransient(error) || this.disposed) return this.options.onStatus('unsaved');
    this.failures += 1;
    const retryAfter = isApiError(error) ? error.retryAfterSeconds : undefined;
    const wait = retryDelay(this.failures, retryAfter, this.options.random);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.flush();
    }, wait);
    this.options.onStatus('retrying');
  }

  private clearRetry() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private stopTimers() {
    clearTimeout(this.typingTimer);
    this.typingTimer = undefined;
    this.clearRetry();
  }
}
