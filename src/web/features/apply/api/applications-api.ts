import type {
  TApplicantDraft,
  TApplicationView,
  TCreateApplicationRequest,
  TCreateApplicationResponse,
  TSendConfirmationResponse,
  TSignAgreementInput,
  TSignAgreementResponse,
} from '@/domain/schemas';
import { ApiError, errorFromResponse } from './api-error';

// The applicant API (SPEC section 7, calls 1-4, plus drafts and resume). Every call after
// creation carries the application's access token.

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
}

async function call<T>({ method, path, token, body }: Call): Promise<T> {
  const headers: Record<string, string> = {};
  // A JSON content type only when there is a body (SPEC section 7).
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as T;
}

const applicationPath = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

export interface Credentials {
  id: string;
  accessToken: string;
}

export const applicationsApi = {
  create: (body: TCreateApplicationRequest) =>
    call<TCreateApplicationResponse>({ method: 'POST', path: '/api/applications', body }),

  get: ({ id, accessToken }: Credentials) =>
    call<TApplicationView>({ method: 'GET', path: applicationPath(id), token: accessToken }),

  updateTrip: ({ id, accessToken }: Credentials, body: TCreateApplicationRequest) =>
    call<TApplicationView>({
      method: 'PATCH',
      path: applicationPath(id),
      token: accessToken,
      body,
    }),

  /** SPEC call 2: every applicant's complete details. */
  saveApplicants: ({ id, accessToken }: Credentials, applicants: TApplicantDraft[]) =>
    call<TApplicationView>({
      method: 'PUT',
      path: applicationPath(id),
      token: accessToken,
      body: { applicants },
    }),

  saveDrafts: ({ id, accessToken }: Credentials, applicants: TApplicantDraft[]) =>
    call<TApplicationView>({
      method: 'PUT',
      path: `${applicationPath(id)}/applicants/draft`,
      token: accessToken,
      body: { applicants },
    }),

  requestResumeLink: ({ id, accessToken }: Credentials) =>
    call<{ success: true }>({
      method: 'POST',
      path: `${applicationPath(id)}/resume-link`,
      token: accessToken,
    }),

  /** SPEC call 3. */
  signAgreement: (accessToken: string, body: TSignAgreementInput) =>
    call<TSignAgreementResponse>({
      method: 'POST',
      path: '/api/send-signed-agreement',
      token: accessToken,
      body,
    }),

  /** SPEC call 4: the server emails the address on record, once. */
  sendConfirmation: ({ id, accessToken }: Credentials) =>
    call<TSendConfirmationResponse>({
      method: 'POST',
      path: '/api/send-application-confirmation',
      token: accessToken,
      body: { applicationId: id },
    }),
};
