import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  AUTOSAVE_DELAY_MS,
  AutosaveScheduler,
  RETRY_MAX_MS,
  classifyFailure,
  retryDelayMs,
  type AutosaveState,
  type SaveFailure,
} from './autosave-schedule';

class Failure extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(`failed ${status}`);
  }
}

function setup(answer: () => Promise<void>, online = { value: true }) {
  const states: AutosaveState[] = [];
  const sent: number[] = [];
  let value = 0;
  const scheduler = new AutosaveScheduler({
    save: () => {
      sent.push(value);
      return answer();
    },
    onState: (state) => states.push(state),
    describeFailure: (error): SaveFailure =>
      error instanceof Failure
        ? { status: error.status, retryAfterSeconds: error.retryAfterSeconds }
        : { status: 0 },
    isOnline: () => online.value,
    random: () => 0.5,
  });
  const edit = () => {
    value += 1;
    scheduler.change();
  };
  return { scheduler, states, sent, edit, last: () => states.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retryDelayMs', () => {
  it('doubles from 2 s, is capped at 60 s, jitters within half to all, and honours Retry-After', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
        (attempt, r, retryAfter) => {
          const ceiling = Math.min(RETRY_MAX_MS, 2000 * 2 ** (attempt - 1));
          const delay = retryDelayMs(attempt, retryAfter, () => r);
          expect(delay).toBeGreaterThanOrEqual(Math.max(ceiling / 2, (retryAfter ?? 0) * 1000));
          expect(delay).toBeLessThanOrEqual(Math.max(ceiling, (retryAfter ?? 0) * 1000));
        },
      ),
    );
  });
});

describe('classifyFailure', () => {
  it('retries network errors, 408, 429 and 5xx only', () => {
    for (const status of [0, 408, 429, 500, 503]) expect(classifyFailure(status)).toBe('retry');
    expect(classifyFailure(400)).toBe('invalid');
    expect(classifyFailure(401)).toBe('gone');
    expect(classifyFailure(404)).toBe('gone');
    expect(classifyFailure(409)).toBe('closed');
    expect(classifyFailure(413)).toBe('refused');
  });
});

describe('AutosaveScheduler', () => {
  it('waits for a pause in typing and sends one save', async () => {
    const { edit, sent, last } = setup(() => Promise.resolve());
    edit();
    edit();
    edit();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([3]);
    expect(last()).toEqual({ kind: 'saved' });
  });

  it('keeps one request in flight and coalesces edits made meanwhile into one save of the latest', async () => {
    let release!: () => void;
    const { edit, sent, last } = setup(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    edit();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent).toEqual([1]);
    for (let i = 0; i < 5; i += 1) {
      edit();
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    }
    expect(sent).toEqual([1]); // still one in flight
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([1, 6]); // one more save, of the latest values
    release();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 10);
    expect(sent).toEqual([1, 6]);
    expect(last()).toEqual({ kind: 'saved' });
  });

  it('backs off exponentially on failure instead of retrying at once', async () => {
    const { edit, sent, last } = setup(() => Promise.reject(new Failure(0)));
    edit();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(last()).toEqual({ kind: 'retrying', seconds: 2 }); // 2 s ceiling, jitter 0.5 -> 1.5 s
    // Over 10 s: retries at +1.5 s, +3 s, +6 s at most, nowhere near a storm.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(sent).toHaveLength(3); // at 1.5 s, 3 s and 6 s; the next is due at 12 s
    // Edits during a backoff do not shorten it (a debounce would fire at 11.5 + 0.5 s too, so
    // check just before).
    edit();
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toHaveLength(3);
  });

  it('honours Retry-After on 429', async () => {
    let calls = 0;
    const { edit, sent } = setup(() =>
      calls++ === 0 ? Promise.reject(new Failure(429, 20)) : Promise.resolve(),
    );
    edit();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
  });

  it('does not retry a 404 or a 400 on its own, and says why', async () => {
    const gone = setup(() => Promise.reject(new Failure(404)));
    gone.edit();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 120_000);
    expect(gone.sent).toHaveLength(1);
    expect(gone.last()).toEqual({ kind: 'stopped', reason: 'gone' });

    const invalid = setup(() => Promise.reject(new Failure(400)));
    invalid.edit();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 120_000);
    expect(invalid.sent).toHaveLength(1);
    expect(invalid.last()).toEqual({ kind: 'stopped', reason: 'invalid' });
    invalid.edit(); // the applicant's fix is tried
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(invalid.sent).toHaveLength(2);
  });

  it('sends nothing while offline and saves at once when the connection returns', async () => {
    const online = { value: false };
    const { scheduler, edit, sent, last } = setup(() => Promise.resolve(), online);
    edit();
    await vi.advanceTimersByTimeAsync(60_000);
    edit();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
    expect(last()).toEqual({ kind: 'offline' });
    online.value = true;
    scheduler.wentOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([2]);
    expect(last()).toEqual({ kind: 'saved' });
  });
});
