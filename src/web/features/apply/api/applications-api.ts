import type {
  TApplicantDraft,
  TApplicationView,
  TCreateApplicationRequest,
  TCreateApplicationResponse,
  TResumeSessionResponse,
  TSendConfirmationResponse,
  TSignAgreementInput,
  TSignAgreementResponse,
} from '@/domain/schemas';
import {
  applicationPath,
  fetchApplication,
  type ApplicationSession,
} from '@/web/features/application-session';
import { apiRequest } from '@/web/lib/api-client';

// The applicant API (specification section 7, calls 1-4, plus drafts and resume). Every call after
// creation carries the application's access token.

export const applicationsApi = {
  create: (body: TCreateApplicationRequest) =>
    apiRequest<TCreateApplicationResponse>('/api/applications', { method: 'POST', body }),

  get: fetchApplication,

  updateTrip: ({ id, accessToken }: ApplicationSession, body: TCreateApplicationRequest) =>
    apiRequest<TApplicationView>(applicationPath(id), {
      method: 'PATCH',
      token: accessToken,
      body,
    }),

  /** specification call 2: every applicant's complete details. */
  saveApplicants: ({ id, accessToken }: ApplicationSession, applicants: TApplicantDraft[]) =>
    apiRequest<TApplicationView>(applicationPath(id), {
      method: 'PUT',
      token: accessToken,
      body: { applicants },
    }),

  saveDrafts: ({ id, accessToken }: ApplicationSession, applicants: TApplicantDraft[]) =>
    apiRequest<TApplicationView>(`${applicationPath(id)}/applicants/draft`, {
      method: 'PUT',
      token: accessToken,
      body: { applicants },
    }),

  /** An emailed link's single-use code, exchanged for a session of its application. */
  openResumeSession: (code: string) =>
    apiRequest<TResumeSessionResponse>('/api/applications/resume-sessions', {
      method: 'POST',
      body: { code },
    }),

  requestResumeLink: ({ id, accessToken }: ApplicationSession) =>
    apiRequest<{ success: true }>(`${applicationPath(id)}/resume-link`, {
      method: 'POST',
      token: accessToken,
    }),

  /** specification call 3. */
  signAgreement: (
    { id, accessToken }: ApplicationSession,
    body: Omit<TSignAgreementInput, 'applicationId'>,
  ) =>
    apiRequest<TSignAgreementResponse>('/api/send-signed-agreement', {
      method: 'POST',
      token: accessToken,
      body: { ...body, applicationId: id },
    }),

  /** specification call 4: the server emails the address on record, once. */
  sendConfirmation: ({ id, accessToken }: ApplicationSession) =>
    apiRequest<TSendConfirmationResponse>('/api/send-application-confirmation', {
      method: 'POST',
      token: accessToken,
      body: { applicationId: id },
    }),
};
