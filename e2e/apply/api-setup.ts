import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { validApplicant, validCreateApplication } from '@/domain/schemas/fixtures';
import type { TCreateApplicationInput } from '@/domain/schemas';
import { expect } from '../support/test';
import { today, type Created } from './session';

// Applications set up through the API, so a test can start at any step.

const bearer = (created: Created) => ({ authorization: `Bearer ${created.accessToken}` });

export async function createApplication(
  request: APIRequestContext,
  overrides: Partial<TCreateApplicationInput> = {},
): Promise<Created> {
  const res = await request.post('/api/applications', { data: validCreateApplication(overrides) });
  expect(res.status()).toBe(201);
  return (await res.json()) as Created;
}

export async function saveApplicants(request: APIRequestContext, created: Created, count: number) {
  const res = await request.put(`/api/applications/${created.id}`, {
    headers: bearer(created),
    data: {
      applicants: Array.from({ length: count }, (_, i) =>
        validApplicant(today(), { firstName: `Person${'ABCDEFGHIJ'[i]}` }),
      ),
    },
  });
  expect(res.status()).toBe(200);
}

export async function saveDrafts(
  request: APIRequestContext,
  created: Created,
  applicants: Record<string, string>[],
) {
  const res = await request.put(`/api/applications/${created.id}/applicants/draft`, {
    headers: bearer(created),
    data: { applicants },
  });
  expect(res.status()).toBe(200);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A transparent 800x400 PNG with a dark stroke, as the signature pad exports. */
function signaturePng(): string {
  const [width, height] = [800, 400];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    for (let x = 100; x < 700; x++) {
      if (Math.abs(y - (200 + Math.round(60 * Math.sin(x / 40)))) <= 2) {
        raw.set([20, 20, 60, 255], y * (1 + width * 4) + 1 + x * 4);
      }
    }
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Signs through the API, so a test can start from a submitted application. */
export async function signAgreement(request: APIRequestContext, created: Created) {
  const res = await request.post('/api/send-signed-agreement', {
    headers: bearer(created),
    data: {
      applicationId: created.id,
      customerName: 'Api Signer',
      signatureDataUrl: signaturePng(),
    },
  });
  expect(res.status()).toBe(200);
}
