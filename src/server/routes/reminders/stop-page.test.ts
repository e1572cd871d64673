import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@/server/test-support/test-app';

// The reminders' stop link answers a page, never an error body (docs/requirements/reminders.md).
// The valid link is followed in e2e/status/reminders.spec.ts.
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /reminders/stop/:token with a token that stops nothing', () => {
  it('says the link is not valid, in the browser’s language and direction, as a styled page', async () => {
    for (const [language, dir, title] of [
      ['en', 'ltr', 'Link not valid'],
      ['ar', 'rtl', 'الرابط غير صالح'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/reminders/stop/not-a-token',
        headers: { 'accept-language': `${language};q=0.9` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain(`<html lang="${language}" dir="${dir}">`);
      expect(res.body).toContain(`<h1>${title}</h1>`);
      expect(res.body).not.toContain('Reminders stopped');
      // Its look is inline, which the site's content security policy admits.
      expect(res.body).toContain('<style>');
      expect(String(res.headers['content-security-policy'])).toMatch(
        /style-src[^;]*'unsafe-inline'/,
      );
    }
  });
});
