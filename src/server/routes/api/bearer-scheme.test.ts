// RFC 9110 says the authentication scheme is case-insensitive (docs/decisions/0010-hardening.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerToken } from '@/server/lib/bearer';
import { buildPaymentTestApp, insertApplication } from '@/server/test-support/payments';

let t: Awaited<ReturnType<typeof buildPaymentTestApp>>;
beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t.close());

describe('the Bearer scheme', () => {
  it('is accepted in any case', async () => {
    const { application, token } = await insertApplication(t.db);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/payment/status?applicationId=${application.id}`,
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
  });

  it('still refuses other schemes and a missing token', () => {
    const token = 'a'.repeat(43);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    for (const header of [`Basic ${token}`, `Bearer`, `Bearertoken ${token}`, token, undefined])
      expect(bearerToken(header)).toBeUndefined();
  });
});
