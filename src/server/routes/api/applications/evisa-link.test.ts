import { mkdtemp, rm } from 'node:fs/promises';
import { problemOf } from '@/domain/errors';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVISA_DOWNLOAD_PATH } from '@/domain/status-check';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { EVISA_LINK_TTL_MS } from '@/server/services/status/evisa-link';
import {
  buildStatusTestApp,
  insertStatusApplication,
  TEST_EVISA_LINK_SECRET,
} from '@/server/test-support/status';
import { createTestDatabase } from '@/server/test-support/test-database';

let t: Awaited<ReturnType<typeof buildStatusTestApp>>;
beforeAll(async () => {
  t = await buildStatusTestApp();
});
afterAll(() => t.close());

let nextIp = 0;
const freshIp = () => `10.78.${(++nextIp >> 8) & 255}.${nextIp & 255}`;
let nextEmail = 0;
const uniqueEmail = () => `evisa${++nextEmail}@example.com`;
const pdf = Buffer.from('%PDF-1.7\n% the e-visa itself\n%%EOF\n');

async function eVisaUrlOf(email: string, applicationNumber: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/applications/status?${new URLSearchParams({ email, applicationNumber })}`,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { eVisaUrl: string | null }).eVisaUrl;
}
const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });

describe('the e-visa link of the status check', () => {
  it('downloads the PDF of an approved application as an attachment', async () => {
    const { application } = await insertStatusApplication(
      t.db,
      t.app.storage,
      { status: 'approved', email: uniqueEmail() },
      pdf,
    );
    const url = await eVisaUrlOf(application.email, application.applicationNumber);
    expect(url?.startsWith(EVISA_DOWNLOAD_PATH)).toBe(true);
    const res = await get(url!);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    const fileName = `e-visa-${application.applicationNumber}.pdf`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives no link before approval, nor after a rejection', async () => {
    for (const status of ['draft', 'submitted', 'paid', 'under_review', 'rejected'] as const) {
      const { application } = await insertStatusApplication(t.db, t.app.storage, {
        status,
        email: uniqueEmail(),
      });
      expect(await eVisaUrlOf(application.email, application.applicationNumber)).toBeNull();
    }
  });

  it('expires after 30 minutes', async () => {
    const { application } = await insertStatusApplication(t.db, t.app.storage, {
      status: 'approved',
      email: uniqueEmail(),
    });
    const url = (await eVisaUrlOf(application.email, application.applicationNumber))!;
    t.clock.advance(EVISA_LINK_TTL_MS - 1000);
    expect((await get(url)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(problemOf('evisa.link_invalid'));
  });

  it('refuses a tampered, forged or truncated token with a bare 404', async () => {
    const { application, eVisa } = await insertStatusApplication(t.db, t.app.storage, {
      status: 'approved',
      email: uniqueEmail(),
    });
    const url = (await eVisaUrlOf(application.email, application.applicationNumber))!;
    const token = url.slice(EVISA_DOWNLOAD_PATH.length);
    const [, expiry, signature] = token.split('.');
    const later = String(Number(expiry) + 3600);
    const candidates = [
      `${eVisa!.id}.${later}.${signature}`,
      `${crypto.randomUUID()}.${expiry}.${signature}`,
      token.slice(0, -1),
      `${token}A`,
      `${eVisa!.id}.${expiry}.${'A'.repeat(43)}`,
      'not-a-token',
    ];
    for (const candidate of candidates) {
      const res = await get(`${EVISA_DOWNLOAD_PATH}${encodeURIComponent(candidate)}`);
      expect(res.statusCode, candidate).toBe(404);
      expect(res.json()).toEqual(problemOf('evisa.link_invalid'));
    }
  });
});

describe('EVISA_LINK_SECRET left to DATA_DIR', () => {
  it('is warned about at start on PostgreSQL, where other instances may share the database', async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-link-secret-'));
    const warningsWith = async (env: Record<string, string>) => {
      const lines: string[] = [];
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        CLIENT_DIR: '/nonexistent-client',
        ...env,
      });
      // Only the route reads DATABASE_URL here; the app runs on the test database either way.
      const app = await buildApp({
        config,
        database,
        logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
      });
      await app.ready();
      await app.close();
      return lines.filter((line) => line.includes('EVISA_LINK_SECRET'));
    };
    try {
      const postgres = { DATABASE_URL: 'postgres://db.invalid/evisa' };
      expect(await warningsWith(postgres)).toHaveLength(1);
      expect(
        await warningsWith({ ...postgres, EVISA_LINK_SECRET: TEST_EVISA_LINK_SECRET }),
      ).toEqual([]);
      expect(await warningsWith({})).toEqual([]); // the embedded database: one instance
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
