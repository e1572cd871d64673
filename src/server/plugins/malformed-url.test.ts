// A malformed address gets the documented error shape, not Fastify's own body
// (docs/decisions/0010-hardening.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import { buildTestApp } from '@/server/test-support/test-app';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('malformed URLs', () => {
  it.each(['/%', '/api/%', '/api/applications/%E0%A4%A', '/pay/sandbox/%zz'])(
    '%s answers 400 request.bad_url',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      const body = res.json();
      expect(body).toEqual(problemOf('request.bad_url'));
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );
});
