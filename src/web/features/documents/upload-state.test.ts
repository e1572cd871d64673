import { describe, expect, it } from 'vitest';
import { progressPercent, uploadsReducer, type PendingUpload } from './upload-state';

const file = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
const start = { type: 'start', id: 'a', applicant: 1, documentType: 'passport', file } as const;
const tooLarge = {
  kind: 'problem',
  code: 'document.too_large',
  params: { name: 'x', maxMb: 10 },
} as const;

function run(...actions: Parameters<typeof uploadsReducer>[1][]): PendingUpload[] {
  return actions.reduce(uploadsReducer, []);
}

describe('uploadsReducer', () => {
  it('starts at 0 % and follows the browser’s progress events', () => {
    expect(run(start)).toEqual([
      {
        id: 'a',
        applicant: 1,
        documentType: 'passport',
        file,
        status: 'uploading',
        percent: 0,
        retryable: true,
      },
    ]);
    expect(run(start, { type: 'progress', id: 'a', loaded: 512, total: 1024 })[0]?.percent).toBe(
      50,
    );
  });

  it('never moves a bar backwards, nor past 100 %', () => {
    const state = run(
      start,
      { type: 'progress', id: 'a', loaded: 80, total: 100 },
      { type: 'progress', id: 'a', loaded: 40, total: 100 },
    );
    expect(state[0]?.percent).toBe(80);
    expect(run(start, { type: 'progress', id: 'a', loaded: 300, total: 100 })[0]?.percent).toBe(
      100,
    );
  });

  it('keeps a failed file with its reason; a late progress event does not revive it', () => {
    const state = run(
      start,
      { type: 'fail', id: 'a', problem: tooLarge, retryable: false },
      { type: 'progress', id: 'a', loaded: 10, total: 100 },
    );
    expect(state).toMatchObject([
      { status: 'error', problem: tooLarge, retryable: false, percent: 0 },
    ]);
  });

  it('Retry sends the same file again from 0 %, only when a retry can help', () => {
    const network = { kind: 'failure', reason: 'network' } as const;
    const retried = run(
      start,
      { type: 'progress', id: 'a', loaded: 60, total: 100 },
      { type: 'fail', id: 'a', problem: network, retryable: true },
      { type: 'retry', id: 'a' },
    );
    expect(retried).toMatchObject([{ status: 'uploading', percent: 0, problem: undefined }]);
    expect(retried[0]?.file).toBe(file);

    const final = run(start, { type: 'fail', id: 'a', problem: tooLarge, retryable: false });
    expect(uploadsReducer(final, { type: 'retry', id: 'a' })).toEqual(final);
    expect(final[0]?.status).toBe('error');
  });

  it('a refused file is listed as an error at once', () => {
    expect(run({ ...start, type: 'refuse', problem: tooLarge, retryable: false })).toMatchObject([
      { status: 'error', problem: tooLarge, retryable: false },
    ]);
  });

  it('done and dismiss take only that file off the list', () => {
    const two = run(start, { ...start, id: 'b' });
    expect(uploadsReducer(two, { type: 'done', id: 'a' }).map((u) => u.id)).toEqual(['b']);
    expect(uploadsReducer(two, { type: 'dismiss', id: 'b' }).map((u) => u.id)).toEqual(['a']);
  });
});

describe('progressPercent', () => {
  it('is 0 without a known total', () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
  });
  it('rounds to whole percent', () => {
    expect(progressPercent(1, 3)).toBe(33);
  });
});
