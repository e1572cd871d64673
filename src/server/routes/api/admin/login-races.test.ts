import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '@/server/services/staff/totp';
import {
  buildStaffTestApp,
  createStaff,
  freshIp,
  passwordStep,
  postJson,
  signIn,
  type StaffTestApp,
} from '@/server/test-support/staff';

// Parallel guesses against the sign-in limits (docs/requirements/limits.md). Each attempt is
// reserved before the password or code is evaluated, so however many arrive at once, at most
// the limit are evaluated: 10 failures per user, 5 wrong codes per challenge. On PostgreSQL
// the requests really overlap (a pool of connections); on PGlite they queue.

let t: StaffTestApp;
beforeAll(async () => {
  t = await buildStaffTestApp();
});
afterAll(() => t.close());

const codesOf = (answers: { statusCode: number; json(): { code?: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const key = `${res.statusCode} ${res.json().code ?? ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe('sign-in limits under parallel requests', () => {
  it('200 wrong passwords at once for one user: at most 10 evaluated, the rest 429', async () => {
    const username = await createStaff(t);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        postJson(t, '/api/admin/login', { username, password: 'wrong password!' }, freshIp()),
      ),
    );
    const counts = codesOf(answers);
    console.info('200 parallel wrong passwords answered', counts);
    expect(counts['401 staff.invalid_credentials']).toBeLessThanOrEqual(10);
    expect(counts['401 staff.invalid_credentials']).toBeGreaterThan(0);
    expect(counts['429 staff.too_many_attempts']).toBe(
      200 - counts['401 staff.invalid_credentials']!,
    );
  });

  it('100 wrong codes at once in one challenge: at most 5 evaluated', async () => {
    const username = await createStaff(t);
    const { secret } = await signIn(t, username);
    const { challenge } = await passwordStep(t, username);
    const right = totpCodeAt(secret, t.clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        postJson(t, '/api/admin/login/totp', { challenge, code: wrong }, freshIp()),
      ),
    );
    const counts = codesOf(answers);
    console.info('100 parallel wrong codes answered', counts);
    const evaluated = counts['401 staff.totp_invalid'] ?? 0;
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(5);
    // The others were refused before their code was compared: the challenge is spent.
    expect(
      (counts['401 staff.challenge_expired'] ?? 0) + (counts['429 staff.too_many_attempts'] ?? 0),
    ).toBe(100 - evaluated);
  });

  it('a right password after wrong ones is not counted as a failure', async () => {
    const username = await createStaff(t);
    const ip = freshIp();
    for (let i = 0; i < 9; i += 1) {
      const res = await postJson(
        t,
        '/api/admin/login',
        { username, password: 'nope nope nope' },
        ip,
      );
      expect(res.statusCode).toBe(401);
    }
    // The ninth failure leaves one attempt; a right password uses it and gives it back.
    for (let i = 0; i < 3; i += 1) await passwordStep(t, username, ip);
    const tenth = await postJson(
      t,
      '/api/admin/login',
      { username, password: 'nope nope nope' },
      ip,
    );
    expect(tenth.statusCode).toBe(401);
    const eleventh = await postJson(
      t,
      '/api/admin/login',
      { username, password: 'nope nope nope' },
      ip,
    );
    expect(eleventh.statusCode).toBe(429);
  });
});
