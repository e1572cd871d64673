import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { disableStaffUser } from '@/server/services/staff/manage-staff-users';
import {
  buildStaffTestApp,
  createStaff,
  freshIp,
  postJson,
  STAFF_PASSWORD,
  type StaffTestApp,
} from '@/server/test-support/staff';

// An unknown username must cost the same argon2 work as a wrong password, or the answer's
// timing tells which usernames exist. Counting verifications is exact where a stopwatch on a
// busy machine is not; the timings are printed for the record.
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return {
    ...actual,
    verify: (...args: Parameters<typeof actual.verify>) => {
      argon2.verifications++;
      return actual.verify(...args);
    },
  };
});

let t: StaffTestApp;
beforeAll(async () => {
  t = await buildStaffTestApp();
});
afterAll(() => t.close());

async function attempt(username: string, password: string) {
  const before = argon2.verifications;
  const started = performance.now();
  const res = await postJson(t, '/api/admin/login', { username, password }, freshIp());
  return {
    status: res.statusCode,
    body: res.json(),
    ms: performance.now() - started,
    verifications: argon2.verifications - before,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('POST /api/admin/login timing', () => {
  it('verifies one argon2 hash for a wrong password, an unknown user and a disabled account', async () => {
    const username = await createStaff(t);
    const disabled = await createStaff(t);
    await disableStaffUser({ db: t.db, username: disabled });
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await attempt(username, `wrong password ${i}`);
      const b = await attempt(`ghost-${i}`, `wrong password ${i}`);
      const c = await attempt(disabled, STAFF_PASSWORD);
      for (const r of [a, b, c]) {
        expect(r.status).toBe(401);
        expect(r.verifications).toBe(1);
      }
      expect(b.body).toEqual(a.body);
      expect(c.body).toEqual(a.body);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    console.info(
      `401 medians: wrong password ${median(wrong).toFixed(1)} ms, unknown user ${median(unknown).toFixed(1)} ms`,
    );
  });
});
