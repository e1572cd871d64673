import type { APIRequestContext } from '@playwright/test';
import { validApplicant, validCreateApplication } from '@/domain/test-support/fixtures';
import type { TCreateApplicationInput } from '@/domain/schemas';
import { signatureDataUrl } from '@/server/test-support/png';
import { expect } from './test';
import { today, type ApiApplication } from './stored-session';

// Applications set up through the API, so a test can start at any step.

const bearer = (created: ApiApplication) => ({ authorization: `Bearer ${created.accessToken}` });

export async function createApplicationViaApi(
  request: APIRequestContext,
  overrides: Partial<TCreateApplicationInput> = {},
): Promise<ApiApplication> {
  const res = await request.post('/api/applications', { data: validCreateApplication(overrides) });
  expect(res.status()).toBe(201);
  return (await res.json()) as ApiApplication;
}

export async function saveApplicantsViaApi(
  request: APIRequestContext,
  created: ApiApplication,
  count: number,
  /** Per applicant, details to type instead of the defaults (a passport test's own). */
  overrides: Record<string, string>[] = [],
) {
  const res = await request.put(`/api/applications/${created.id}`, {
    headers: bearer(created),
    data: {
      applicants: Array.from({ length: count }, (_, i) =>
        // A passport of their own each: staff's e-visa check tells travellers apart by it.
        validApplicant(today(), {
          firstName: `Person${'ABCDEFGHIJ'[i]}`,
          passportNumber: `E${2345670 + i}`,
          ...overrides[i],
        }),
      ),
    },
  });
  expect(res.status()).toBe(200);
}

export async function saveDraftsViaApi(
  request: APIRequestContext,
  created: ApiApplication,
  applicants: Record<string, string>[],
) {
  const res = await request.put(`/api/applications/${created.id}/applicants/draft`, {
    headers: bearer(created),
    data: { applicants },
  });
  expect(res.status()).toBe(200);
}

/** Signs through the API, so a test can start from a submitted application. */
export async function signAgreementViaApi(request: APIRequestContext, created: ApiApplication) {
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
