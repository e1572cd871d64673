import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import {
  AUTOSAVE_DELAY_MS,
  Autosaver,
  RETRY_AFTER_CAP_MS,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  retryDelay,
  type AutosaveStatus,
} from './autosaver';

describe('retryDelay', () => {
  it('doubles from 2 s to a 60 s cap, in the upper half of each step, never below Retry-After', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        (failures, retryAfter, r) => {
          const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (failures - 1));
          const wait = retryDelay(failures, retryAfter, () => r);
          const asked = Math.min(RETRY_AFTER_CAP_MS, (retryAfter ?? 0) * 1000);
          expect(wait).toBeGreaterThanOrEqual(Math.max(ceiling / 2, asked));
          expect(wait).toBeLessThanOrEqual(Math.max(ceiling, asked));
          expect(wait).toBeLessThanOrEqual(RETRY_AFTER_CAP_MS);
        },
      ),
    );
    expect(retryDelay(1, undefined, () => 0.999)).toBeLessThanOrEqual(2_000);
    expect(retryDelay(10, undefined, () => 0)).toBe(30_000);
  });
});

describe('Autosaver', () => {
  let online = true;
  let statuses: AutosaveStatus[] = [];
  let outcomes: (() => Promise<void>)[] = [];
  const save = vi.fn(() => (outcomes.shift() ?? (() => Promise.resolve()))());
  const make = () =>
    new Autosaver({
      save,
      onStatus: (status) => statuses.push(status),
      isOnline: () => online,
      random: () => 0.999_999,
    });
  const fail = (error: ApiError) => () => Promise.reject(error);
  const last = () => statuses.at(-1);

  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    statuses = [];
    outcomes = [];
    save.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('saves once after a pause in typing, however many changes came before', async () => {
    const saver = make();
    for (let i = 0; i < 10; i++) {
      saver.changed();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['saving', 'saved']);
  });

  it('keeps one request in flight; changes during it go in the next one', async () => {
    let release!: () => void;
    outcomes.push(() => new Promise<void>((resolve) => (release = resolve)));
    const saver = make();
    saver.changed();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    saver.changed();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 4);
    expect(save).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(last()).toBe('saved');
  });

  it('backs off after server errors and honours Retry-After', async () => {
    outcomes.push(
      fail(new ApiError(429, '429', {}, 5)),
      fail(new ApiError(503, '503')),
      fail(new ApiError(0, 'Failed to fetch')),
    );
    const saver = make();
    saver.changed();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(last()).toBe('retrying');
    // Typing meanwhile does not jump the queue.
    saver.changed();
    await vi.advanceTimersByTimeAsync(4_900);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100); // Retry-After: 5
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_990); // second failure: up to 4 s
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(save).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8_000); // third: up to 8 s, then it saves
    expect(save).toHaveBeenCalledTimes(4);
    expect(last()).toBe('saved');
  });

  it('sends nothing while offline and saves as soon as the connection returns', async () => {
    const saver = make();
    online = false;
    saver.changed();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).not.toHaveBeenCalled();
    expect(last()).toBe('offline');
    online = true;
    saver.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    expect(last()).toBe('saved');
  });

  it('a save that fails because the connection dropped waits for it, without retrying', async () => {
    outcomes.push(() => {
      online = false;
      return Promise.reject(new ApiError(0, 'Failed to fetch'));
    });
    const saver = make();
    saver.changed();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    saver.offline();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(last()).toBe('offline');
    online = true;
    saver.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(last()).toBe('saved');
  });

  it('a refusal waits for the next change; a submitted application stops autosave', async () => {
    outcomes.push(fail(new ApiError(400, '400')));
    const saver = make();
    saver.changed();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(last()).toBe('unsaved');
    outcomes.push(fail(new ApiError(409, '409')));
    saver.changed();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(last()).toBe('closed');
    saver.changed();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('after dispose no timer fires; cancel drops what is pending', async () => {
    outcomes.push(fail(new ApiError(503, '503')));
    const saver = make();
    saver.changed();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    saver.dispose();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(1);

    const other = make();
    other.changed();
    await other.cancel();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
