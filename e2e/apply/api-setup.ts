import type { APIRequestContext } from '@playwright/test';
import { validApplicant, validCreateApplication } from '@/domain/schemas/fixtures';
import type { TCreateApplicationInput } from '@/domain/schemas';
import { signatureDataUrl } from '@/server/test/png';
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

/** Signs through the API, so a test can start from a submitted application. */
export async function signAgreement(request: APIRequestContext, created: Created) {
  const res = await request.post('/api/send-signed-agreement', {
    headers: bearer(created),
    data: {
      applicationId: created.id,
      customerName: 'Api Signer',
      signatureDataUrl: signatureDataUrl(),
    },
  });
  expect(res.status()).toBe(200);
}
