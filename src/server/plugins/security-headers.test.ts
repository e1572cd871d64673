// API answers are never cached (they carry personal data), every answer carries a
// Permissions-Policy, and hashed static assets keep their long-lived caching
// (docs/decisions/0010-hardening.md).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '@/server/test-support/payments';
import { buildTestApp } from '@/server/test-support/test-app';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'evisa-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(clientDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  t = await buildTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('Cache-Control on the API', () => {
  it('is no-store on every /api answer: success, 401, 404 and 400', async () => {
    const { application, auth } = await insertApplication(t.database.db);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({
        method: 'GET',
        url: `/api/payment/status?applicationId=${application.id}`,
        headers: auth,
      }),
      t.app.inject({ method: 'GET', url: `/api/payment/status?applicationId=${application.id}` }),
      t.app.inject({ method: 'GET', url: '/api/nope' }),
      t.app.inject({ method: 'POST', url: '/api/support/messages', payload: {} }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves hashed assets immutable and the app shell revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shell = await t.app.inject({ method: 'GET', url: '/apply/trip' });
    expect(shell.headers['cache-control']).toBe('no-cache');
  });
});

describe('Permissions-Policy', () => {
  it('allows the camera on our own pages only and nothing else that is powerful', async () => {
    for (const url of ['/', '/api/health', '/api/nope', '/assets/app-1a2b3c.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']);
      expect(policy).toContain('camera=(self)');
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb'])
        expect(policy).toContain(`${feature}=()`);
    }
  });
});
