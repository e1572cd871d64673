import { HttpError } from '@/server/lib/http-errors';

interface Held {
  running: number;
  waiting: (() => void)[];
}

/**
 * At most `running` heavy jobs per application at once; the next `waiting` wait their turn, in
 * order, and any more are refused at once (429 request.busy). In this process only: each
 * server process counts its own (docs/decisions/0031-heavy-work-in-workers.md).
 */
export class ApplicationSlots {
  readonly #held = new Map<string, Held>();

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Resolves with the function that gives the slot back, once a slot is free. */
  async acquire(applicationId: string): Promise<() => void> {
    let held = this.#held.get(applicationId);
    if (!held) {
      held = { running: 0, waiting: [] };
      this.#held.set(applicationId, held);
    }
    if (held.running < this.running) held.running += 1;
    else if (held.waiting.length < this.waiting) {
      // The slot is handed over by release(), so `running` does not change.
      await new Promise<void>((resolve) => held.waiting.push(resolve));
    } else throw new HttpError('request.busy');
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#release(applicationId);
    };
  }

  /** Jobs running and waiting for the application (tests). */
  count(applicationId: string): { running: number; waiting: number } {
    const held = this.#held.get(applicationId);
    return { running: held?.running ?? 0, waiting: held?.waiting.length ?? 0 };
  }

  #release(applicationId: string) {
    const held = this.#held.get(applicationId);
    if (!held) return;
    const next = held.waiting.shift();
    if (next) return next();
    held.running -= 1;
    if (held.running === 0) this.#held.delete(applicationId);
  }
}
