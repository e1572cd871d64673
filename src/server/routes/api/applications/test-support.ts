// Helpers for the applicant API tests (not a test file itself).
import { crc32, deflateSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { todayIso } from '@/domain/dates';
import { validApplicant, validCreateApplication } from '@/domain/schemas/fixtures';
import type { TCreateApplicationInput } from '@/domain/schemas';
import { agreements, applicants, applications, emailOutbox, type Database } from '@/server/db';
import type { App } from '@/server/app';

export const today = () => todayIso(new Date());
export const bearer = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
});

// Creation is rate limited per IP, so each created application comes from its own address.
let nextIp = 0;
export const freshIp = () => `10.${(++nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;

export interface Created {
  id: string;
  applicationNumber: string;
  accessToken: string;
}

export async function createApplication(
  app: App,
  overrides: Partial<TCreateApplicationInput> = {},
): Promise<Created> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/applications',
    remoteAddress: freshIp(),
    payload: validCreateApplication(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Saves valid step-2 details for every applicant (names Applicant0, Applicant1, ...). */
export async function saveApplicants(app: App, created: Created, count: number) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/applications/${created.id}`,
    headers: bearer(created.accessToken),
    payload: {
      applicants: Array.from({ length: count }, (_, i) =>
        validApplicant(today(), {
          firstName: `Applicant${'ABCDEFGHIJ'[i]}`,
          passportNumber: `P1234567${i}`,
        }),
      ),
    },
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Everything an applicant-facing call could change, to assert that a refused call changed nothing. */
export async function snapshot(db: Database, applicationId: string) {
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  return {
    application,
    applicants: await db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, applicationId))
      .orderBy(asc(applicants.position)),
    agreements: await db
      .select()
      .from(agreements)
      .where(eq(agreements.applicationId, applicationId)),
    outbox: await db.select().from(emailOutbox).where(eq(emailOutbox.applicationId, applicationId)),
  };
}

type Rgba = [number, number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG drawn pixel by pixel. */
export function makePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgba,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** What a signature pad exports: a transparent 800x400 canvas with a dark wavy stroke. */
export function signatureDataUrl(): string {
  return pngDataUrl(
    makePng(800, 400, (x, y) => {
      const curve = 200 + Math.round(60 * Math.sin(x / 40));
      return x > 100 && x < 700 && Math.abs(y - curve) <= 2 ? [20, 20, 60, 255] : [0, 0, 0, 0];
    }),
  );
}

export function signBody(created: Created, overrides: Record<string, unknown> = {}) {
  return {
    applicationId: created.id,
    customerName: 'Jane Traveller',
    customerEmail: 'attacker@example.net',
    visaType: 'Tourist',
    numberOfApplicants: 1,
    totalPrice: 0,
    ipAddress: '1.2.3.4',
    signatureDataUrl: signatureDataUrl(),
    ...overrides,
  };
}
