import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusCheckUrl } from '@/server/services/admin/application-decision';
import { samplePayloads } from '@/server/test-support/mail/sample-payloads';
import { buildTestApp } from '@/server/test-support/test-app';
import { renderEmail, templateNames } from './index';
import { mailLocales } from './locales';

// No dead end: every link of every email, in every language, leads to a page the site has.
// The links are made as the server makes them (the status check's address; the resume link's
// path), the emails are rendered, and each link is requested from the app, which answers 404
// for an address it has no page for (src/domain/site-paths.ts).

const PUBLIC_URL = 'http://evisa.test';
/** The site's own host: any other is sent there (PUBLIC_URL). */
const host = 'evisa.test';
let t: Awaited<ReturnType<typeof buildTestApp>>;
let clientDir: string;

beforeAll(async () => {
  // A built client of one page: the app serves it for every page address it knows.
  clientDir = await mkdtemp(path.join(tmpdir(), 'evisa-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await buildTestApp({ CLIENT_DIR: clientDir, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** A sample payload with its links as the server builds them. */
function payloadOf(template: (typeof templateNames)[number]): Record<string, unknown> {
  const sample: Record<string, unknown> = { ...samplePayloads[template] };
  if ('statusUrl' in sample) sample.statusUrl = statusCheckUrl(PUBLIC_URL);
  // What services/applications/resume-codes.ts puts in an email (a made-up code).
  if ('resumeUrl' in sample) sample.resumeUrl = `${PUBLIC_URL}/apply/resume#code=${'a'.repeat(43)}`;
  // What services/change-requests/change-link.ts puts in an email (a made-up token).
  if ('changeUrl' in sample) sample.changeUrl = `${PUBLIC_URL}/fix#token=${'a'.repeat(43)}`;
  return sample;
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('links in emails', () => {
  it('every link of every template, in every language, opens a page of the site', async () => {
    const checked = new Set<string>();
    for (const template of templateNames) {
      for (const language of Object.keys(mailLocales)) {
        const email = renderEmail(
          { template, language, payload: payloadOf(template) },
          { publicUrl: PUBLIC_URL },
        );
        const links = hrefs(email.html).filter((href) => !href.startsWith('mailto:'));
        expect(links.length, `${template} ${language}`).toBeGreaterThan(0);
        for (const href of links) {
          const url = new URL(href.replaceAll('&amp;', '&'));
          expect(url.origin, href).toBe(PUBLIC_URL);
          const address = `${url.pathname}${url.search}`;
          if (checked.has(address)) continue;
          checked.add(address);
          const res = await t.app.inject({ method: 'GET', url: address, headers: { host } });
          // A reminder's stop link with the sample's token, which no reminder has: our page that
          // says the link is not valid (docs/requirements/reminders.md).
          const stopLink = address.startsWith('/reminders/stop/');
          expect(res.statusCode, `${template} ${language}: ${address}`).toBe(stopLink ? 404 : 200);
          expect(res.headers['content-type']).toContain('text/html');
        }
      }
    }
    expect([...checked].map((address) => address.split('?')[0])).toEqual(
      expect.arrayContaining(['/', '/check-status', '/apply/resume', '/support']),
    );
  });

  it('answers an address the site does not have with 404 and the app, which shows Not Found', async () => {
    for (const address of ['/no-such-page', '/status', '/apply/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url: address, headers: { host } });
      expect(res.statusCode, address).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="root"');
    }
    const page = await t.app.inject({ method: 'GET', url: '/check-status', headers: { host } });
    expect(page.statusCode).toBe(200);
  });
});
