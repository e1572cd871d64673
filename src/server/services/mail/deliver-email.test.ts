import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, messageIdFor, retryDelaySeconds } from './deliver-email';
import { describeError } from './errors';

describe('retryDelaySeconds', () => {
  it('doubles from 5 s and stops at an hour', () => {
    const middle = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n, middle))).toEqual([5, 10, 20, 40, 80]);
    expect(retryDelaySeconds(11, middle)).toBe(3600);
    expect(retryDelaySeconds(50, middle)).toBe(3600);
  });

  it('jitters by up to 20 % either way, never past the cap', () => {
    expect(retryDelaySeconds(1, () => 0)).toBe(4);
    expect(retryDelaySeconds(1, () => 1)).toBe(6);
    expect(retryDelaySeconds(20, () => 1)).toBe(3600);
  });

  it('keeps trying for about two days before an email is marked failed', () => {
    // The waits after attempts 1 .. n-1 (the n-th attempt is the last), at their least.
    const span = (random: () => number) =>
      Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, i) =>
        retryDelaySeconds(i + 1, random),
      ).reduce((a, b) => a + b, 0) / 3600;
    expect(span(() => 0)).toBeGreaterThan(36);
    expect(span(() => 0.5)).toBeGreaterThan(47);
    expect(span(() => 1)).toBeLessThan(49);
  });
});

describe('describeError', () => {
  it('keeps the SMTP reply but not credentials or addresses', () => {
    const err = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 451 <jane.doe@example.com> try later",
      ),
      {
        name: 'Error',
      },
    );
    expect(describeError(err)).toBe(
      "Can't send mail - all recipients were rejected: 451 <[address]> try later",
    );
    expect(describeError(new Error('connect to smtp://user:hunter2@mail.example failed'))).toBe(
      'connect to smtp://[redacted]@mail.example failed',
    );
    expect(describeError(new Error('AUTH password=hunter2 rejected'))).not.toContain('hunter2');
  });

  it('keeps one line of at most 500 characters', () => {
    const long = describeError(new Error(`line one\nline two ${'x'.repeat(1000)}`));
    expect(long).not.toContain('\n');
    expect(long.length).toBe(500);
  });
});

it('derives a stable Message-ID from the outbox row', () => {
  expect(messageIdFor('0b7e')).toBe('<outbox-0b7e@evisa>');
});
