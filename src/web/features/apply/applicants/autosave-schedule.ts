/**
 * When step 2's autosave talks to the server (docs/decisions/0014-autosave-backoff.md): one
 * request at a time, edits made meanwhile coalesced into one save of the latest values, failures
 * retried with capped exponential backoff and jitter (or the server's Retry-After when longer),
 * nothing sent while the browser is offline. Pure of React so it can be tested with fake timers.
 */

export const AUTOSAVE_DELAY_MS = 1500;
export const RETRY_BASE_MS = 2000;
export const RETRY_MAX_MS = 60_000;

export type StopReason = 'invalid' | 'gone' | 'closed' | 'refused';

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'offline' }
  | { kind: 'retrying'; seconds: number }
  | { kind: 'stopped'; reason: StopReason };

/** What a failed save tells us: the HTTP status (0 for a network error) and any Retry-After. */
export interface SaveFailure {
  status: number;
  retryAfterSeconds?: number;
}

/** Whether a failure is worth retrying: network errors, 408, 429 and 5xx are; other 4xx are not. */
export function classifyFailure(status: number): 'retry' | StopReason {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 400 || status === 422) return 'invalid';
  if (status === 401 || status === 403 || status === 404) return 'gone';
  if (status === 409) return 'closed';
  return 'refused';
}

/**
 * The wait before retry number `attempt` (1, 2, ...): 2 s, 4 s, 8 s ... capped at 60 s, each
 * drawn between half and all of that ('equal jitter', so many tabs do not retry in step), and
 * never shorter than the server's Retry-After.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterSeconds?: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const backoff = Math.round(ceiling / 2 + (random() * ceiling) / 2);
  const serverAsks = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : 0;
  return Math.max(backoff, serverAsks);
}

export interface AutosaveSchedulerOptions {
  /** Sends the latest values; rejects with a SaveFailure-like error when the save fails. */
  save: () => Promise<void>;
  onState: (state: AutosaveState) => void;
  /** Reads a failure's status and Retry-After. */
  describeFailure: (error: unknown) => SaveFailure;
  isOnline?: () => boolean;
  debounceMs?: number;
  random?: () => number;
}

export class AutosaveScheduler {
  private dirty = false;
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The pending timer is a backoff wait, which a new edit must not shorten. */
  private backingOff = false;
  private attempt = 0;
  private stopped = false;

  constructor(private readonly options: AutosaveSchedulerOptions) {}

  private get online(): boolean {
    return this.options.isOnline?.() ?? true;
  }

  private clearTimer() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.backingOff = false;
  }

  private schedule(delayMs: number, backingOff: boolean) {
    this.clearTimer();
    this.backingOff = backingOff;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.backingOff = false;
      void this.run();
    }, delayMs);
  }

  /** The values changed: save them after a pause in typing (or when the current wait ends). */
  change() {
    if (this.stopped) return;
    this.dirty = true;
    if (!this.online) {
      this.clearTimer();
      this.options.onState({ kind: 'offline' });
      return;
    }
    if (this.backingOff) return;
    this.schedule(this.options.debounceMs ?? AUTOSAVE_DELAY_MS, false);
  }

  /** Sends what is pending now (leaving the step); an ongoing request is awaited first. */
  async flush(): Promise<void> {
    this.clearTimer();
    await this.run();
    await this.inFlight;
  }

  /** The connection came back: save at once, starting the backoff afresh. */
  wentOnline() {
    this.attempt = 0;
    if (this.dirty && !this.stopped) {
      this.clearTimer();
      void this.run();
    }
  }

  wentOffline() {
    if (this.stopped) return;
    this.clearTimer();
    if (!this.inFlight) this.options.onState({ kind: 'offline' });
  }

  /** Before the final save: nothing pending may land after it. */
  async cancel(): Promise<void> {
    this.clearTimer();
    this.dirty = false;
    await this.inFlight;
  }

  dispose() {
    this.clearTimer();
  }

  private async run(): Promise<void> {
    // One request at a time: what changed meanwhile is sent when it settles.
    if (this.inFlight || !this.dirty || this.stopped) return;
    if (!this.online) {
      this.options.onState({ kind: 'offline' });
      return;
    }
    this.dirty = false;
    this.options.onState({ kind: 'saving' });
    this.inFlight = this.options.save().then(
      () => this.succeeded(),
      (error: unknown) => this.failed(error),
    );
    try {
      await this.inFlight;
    } finally {
      this.inFlight = null;
    }
    // Edits made during the request, with no wait of their own pending: one save of the latest.
    if (this.dirty && !this.stopped && this.timer === undefined && this.online) void this.run();
  }

  private succeeded() {
    this.attempt = 0;
    this.options.onState(this.dirty ? { kind: 'saving' } : { kind: 'saved' });
  }

  private failed(error: unknown) {
    this.dirty = true; // what failed is still to be saved (the latest values are sent again)
    const failure = this.options.describeFailure(error);
    if (failure.status === 0 && !this.online) {
      this.clearTimer();
      this.options.onState({ kind: 'offline' });
      return;
    }
    const verdict = classifyFailure(failure.status);
    if (verdict !== 'retry') {
      // An invalid draft (400) waits for the applicant's next edit; a lost session or a
      // submitted application will not take drafts again.
      this.stopped = verdict !== 'invalid';
      this.dirty = false; // the next edit marks it again; nothing is resent as it was
      this.clearTimer();
      this.options.onState({ kind: 'stopped', reason: verdict });
      return;
    }
    this.attempt += 1;
    const delay = retryDelayMs(this.attempt, failure.retryAfterSeconds, this.options.random);
    this.schedule(delay, true);
    this.options.onState({ kind: 'retrying', seconds: Math.ceil(delay / 1000) });
  }
}
