import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCount } from '@/server/services/agreements/signature-image';
import {
  bearer,
  createApplicationViaApi,
  saveApplicants,
  signBody,
  type Created,
} from '@/server/test-support/applicant-api';
import { makePng, pngDataUrl } from '@/server/test-support/png';
import { buildTestApp } from '@/server/test-support/test-app';

// Its own app: the signing route's rate limit would otherwise be spent by the main tests.
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sign = (created: Created, payload: object, headers = bearer(created.accessToken)) =>
  t.app.inject({ method: 'POST', url: '/api/send-signed-agreement', headers, payload });

async function readyToSign() {
  const created = await createApplicationViaApi(t.app, { numberOfApplicants: 1 });
  await saveApplicants(t.app, created, 1);
  return created;
}

describe('POST /api/send-signed-agreement with a huge image (a denial of service)', () => {
  // 4000x1500 with a stroke: about 47 KB, well under the byte limit, but 6 million pixels.
  let huge: string;
  beforeAll(() => {
    huge = pngDataUrl(
      makePng(4000, 1500, (x, y) =>
        Math.abs(y - 750 - Math.round(200 * Math.sin(x / 100))) < 3
          ? [20, 20, 60, 255]
          : [0, 0, 0, 0],
      ),
    );
  });

  /** Runs `work` and answers the longest the event loop was blocked meanwhile, in ms. */
  async function longestStall(work: () => Promise<unknown>) {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    await work();
    histogram.disable();
    return histogram.max / 1e6;
  }

  it('refuses it with the signature message without decoding it or blocking the event loop', async () => {
    const applications = await Promise.all([1, 2, 3, 4, 5].map(() => readyToSign()));
    const before = decodeCount.value;
    const answers: Awaited<ReturnType<typeof sign>>[] = [];
    const stall = await longestStall(async () => {
      answers.push(
        ...(await Promise.all(
          applications.map((created) =>
            sign(created, signBody(created, { signatureDataUrl: huge })),
          ),
        )),
      );
    });
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.signatureDataUrl?.code).toBe('validation.signature_required');
    }
    expect(decodeCount.value).toBe(before);
    expect(stall).toBeLessThan(200);
  });

  it('checks the token and the application before looking at the image', async () => {
    const created = await readyToSign();
    const other = await readyToSign();
    const incomplete = await createApplicationViaApi(t.app, { numberOfApplicants: 2 });
    const before = decodeCount.value;
    const body = (c: Created) => signBody(c, { signatureDataUrl: huge });
    const stall = await longestStall(async () => {
      const answers = await Promise.all([
        sign(created, body(created), {}),
        sign(created, body(created), bearer(other.accessToken)),
        sign(created, body(created), bearer('x'.repeat(43))),
        sign(incomplete, body(incomplete)),
        sign(incomplete, body(incomplete)),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([401, 404, 404, 409, 409]);
    });
    expect(decodeCount.value).toBe(before);
    expect(stall).toBeLessThan(200);
  });
});
