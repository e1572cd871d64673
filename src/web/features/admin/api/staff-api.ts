import { ADDON_FIELD, type AddOnKind } from '@/domain/add-ons';
import type { TChangeItemInput } from '@/domain/change-requests';
import {
  EVISA_CONFIRM_FIELD,
  EVISA_CONFIRM_REASON_FIELD,
  EVISA_FIELD,
  type TAdminApplicationDetail,
  type TAdminApplicationsPage,
  type TAssignment,
  type TGovernmentSubmissionRequest,
  type TIssueRefundRequest,
  type TIssueRefundResponse,
  type TRefuseTravellerRequest,
  type TRejectApplicationRequest,
  type TSendCustomerEmailRequest,
} from '@/domain/schemas/admin';
import type { TAdminErasures } from '@/domain/schemas/data-rights';
import type {
  TChangePasswordRequest,
  TInviteStaffRequest,
  TStaffInvitation,
  TStaffMe,
  TStaffMember,
  TUpdateStaffRequest,
} from '@/domain/schemas/staff-accounts';
import type {
  TStaffEnrolment,
  TStaffLoginRequest,
  TStaffLoginResponse,
  TStaffSessionResponse,
  TStaffTotpRequest,
} from '@/domain/schemas/staff-login';
import { ApiError, apiBlob, apiRequest, type ApiRequest } from '@/web/lib/api-client';
import { staffSession } from '../staff-session';
import type { TAccountingDocumentView } from '@/domain/accounting';
import type {
  SupportListFilter,
  TSupportConversationDetail,
  TSupportConversationList,
  TSupportCounts,
  TSupportReplyRequest,
} from '@/domain/schemas/support-inbox';

export const isSessionLost = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A call with the staff token; a 401 ends the local session and flags it as expired. An answer
 * tells the session clock that the server heard from this tab (staff-session.ts).
 */
async function authed<T>(
  call: (path: string, request: ApiRequest) => Promise<T>,
  path: string,
  request: Omit<ApiRequest, 'token'> = {},
): Promise<T> {
  const token = staffSession.token();
  if (!token) throw new ApiError(401, '401: no staff session');
  const sentAt = Date.now();
  try {
    const result = await call(path, { ...request, token });
    staffSession.touched(sentAt);
    return result;
  } catch (error) {
    if (isSessionLost(error)) staffSession.clear({ expired: true });
    // A refusal after the session was checked (a 4xx other than 401 and 429) also slid its end.
    else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      if (error.status !== 429) staffSession.touched(sentAt);
    }
    throw error;
  }
}

const json = <T>(path: string, request?: Omit<ApiRequest, 'token'>) =>
  authed<T>(apiRequest<T>, path, request);
const blob = (path: string, request?: Omit<ApiRequest, 'token'>) => authed(apiBlob, path, request);

const applicationPath = (id: string) => `/api/admin/applications/${encodeURIComponent(id)}`;
const conversationPath = (id: string) =>
  `/api/admin/support/conversations/${encodeURIComponent(id)}`;

export type DocumentVariant = 'original' | 'prepared';

/**
 * An approval's e-visa and, when the server could not find the traveller in it (422
 * evisa.unverified), staff's confirmation that it is theirs and how they checked.
 */
export interface EVisaUpload {
  file: File;
  confirmReason?: string;
}

function eVisaForm(file: File, confirmReason: string | undefined): FormData {
  const body = new FormData();
  if (confirmReason !== undefined) {
    body.append(EVISA_CONFIRM_FIELD, 'true');
    body.append(EVISA_CONFIRM_REASON_FIELD, confirmReason);
  }
  body.append(EVISA_FIELD, file, file.name);
  return body;
}

export const staffApi = {
  /** Call 7: the password; answers a challenge (and the enrolment), never a token. */
  login: (body: TStaffLoginRequest) =>
    apiRequest<TStaffLoginResponse>('/api/admin/login', { method: 'POST', body }),
  loginWithCode: (body: TStaffTotpRequest) =>
    apiRequest<TStaffSessionResponse>('/api/admin/login/totp', { method: 'POST', body }),
  me: () => json<TStaffMe>('/api/admin/me'),
  changePassword: (body: TChangePasswordRequest) =>
    json<{ success: true }>('/api/admin/me/password', { method: 'POST', body }),
  startAuthenticatorChange: (password: string) =>
    json<TStaffEnrolment>('/api/admin/me/authenticator', { method: 'POST', body: { password } }),
  confirmAuthenticatorChange: (code: string) =>
    json<{ recoveryCodes: string[] }>('/api/admin/me/authenticator/confirm', {
      method: 'POST',
      body: { code },
    }),
  /** The invitation link's page (public): who it is for, then the chosen password. */
  invitation: (token: string) =>
    apiRequest<{ username: string; expiresAt: string }>('/api/admin/invitation', {
      method: 'POST',
      body: { token },
    }),
  acceptInvitation: (token: string, password: string) =>
    apiRequest<TStaffLoginResponse>('/api/admin/invitation/accept', {
      method: 'POST',
      body: { token, password },
    }),
  /** Staff management (admins; docs/requirements/staff-roles.md). */
  staffMembers: (signal?: AbortSignal) =>
    json<TStaffMember[]>('/api/admin/staff', signal ? { signal } : {}),
  inviteStaff: (body: TInviteStaffRequest) =>
    json<TStaffInvitation>('/api/admin/staff', { method: 'POST', body }),
  updateStaff: (id: string, body: TUpdateStaffRequest) =>
    json<TStaffMember[]>(`/api/admin/staff/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  resetStaff: (id: string) =>
    json<TStaffInvitation>(`/api/admin/staff/${encodeURIComponent(id)}/reset`, { method: 'POST' }),
  /** Open erasure requests and the latest erasures (docs/requirements/privacy.md). */
  erasures: (signal?: AbortSignal) =>
    json<TAdminErasures>('/api/admin/erasure-requests', signal ? { signal } : {}),
  completeErasure: (requestId: string, note: string) =>
    json<TAdminErasures>(`/api/admin/erasure-requests/${encodeURIComponent(requestId)}/complete`, {
      method: 'POST',
      body: { note },
    }),
  logout: () => json<{ success: true }>('/api/admin/logout', { method: 'POST' }),

  /** Call 8: `query` is the list's query string (see dashboard/list-params.ts). */
  applications: (query: string, signal?: AbortSignal) =>
    json<TAdminApplicationsPage>(`/api/admin/applications${query ? `?${query}` : ''}`, {
      signal,
    }),
  application: (id: string, signal?: AbortSignal) =>
    json<TAdminApplicationDetail>(applicationPath(id), { signal }),
  /** Call 10: one stored file (the original upload or its prepared copy). */
  document: (documentId: string, variant: DocumentVariant, disposition: 'inline' | 'attachment') =>
    blob(
      `/api/documents/${encodeURIComponent(documentId)}/download?${new URLSearchParams({ variant, disposition })}`,
    ),
  agreementPdf: (id: string) => blob(`${applicationPath(id)}/agreement.pdf`),
  /** The application's receipts, invoices and credit notes, and each as a PDF. */
  accountingDocuments: (id: string, signal?: AbortSignal) =>
    json<TAccountingDocumentView[]>(`${applicationPath(id)}/accounting-documents`, { signal }),
  accountingPdf: (id: string, documentId: string) =>
    blob(`${applicationPath(id)}/accounting-documents/${encodeURIComponent(documentId)}/pdf`),
  /** The accountant's CSV of the documents issued from `from` to `to` (YYYY-MM-DD). */
  accountingExport: (from: string, to: string) =>
    blob(`/api/admin/accounting/export?${new URLSearchParams({ from, to })}`),
  /** Call 14: every file of the application as one ZIP. */
  downloadAll: (id: string) => blob(`${applicationPath(id)}/download-all`),
  /** Call 11: multipart, the PDF in the field `eVisaDocument` (and staff's confirmation). */
  approve: (id: string, { file, confirmReason }: EVisaUpload) => {
    const body = eVisaForm(file, confirmReason);
    return json<TAdminApplicationDetail>(`${applicationPath(id)}/approve`, {
      method: 'POST',
      body,
    });
  },
  /** The work queue: hold the application (takeOver: even from someone else), or release it. */
  assign: (id: string, takeOver = false) =>
    json<TAssignment>(`${applicationPath(id)}/assign`, {
      method: 'POST',
      ...(takeOver ? { body: { takeOver } } : {}),
    }),
  unassign: (id: string) =>
    json<TAssignment>(`${applicationPath(id)}/unassign`, { method: 'POST' }),
  /** Call 12. */
  reject: (id: string, body: TRejectApplicationRequest) =>
    json<TAdminApplicationDetail>(`${applicationPath(id)}/reject`, { method: 'POST', body }),
  /** One traveller approved with their own e-visa (multipart, `eVisaDocument`). */
  approveTraveller: (id: string, applicantId: string, { file, confirmReason }: EVisaUpload) => {
    const body = eVisaForm(file, confirmReason);
    return json<TAdminApplicationDetail>(
      `${applicationPath(id)}/travellers/${encodeURIComponent(applicantId)}/approve`,
      { method: 'POST', body },
    );
  },
  /** One traveller's extra delivered (multipart, `addOnFile`): docs/requirements/add-ons.md. */
  deliverAddOn: (id: string, applicantId: string, kind: AddOnKind, file: File) => {
    const body = new FormData();
    body.append(ADDON_FIELD, file, file.name);
    return json<TAdminApplicationDetail>(
      `${applicationPath(id)}/travellers/${encodeURIComponent(applicantId)}/add-ons/${kind}`,
      { method: 'POST', body },
    );
  },
  /** One traveller refused with a reason the customer reads. */
  refuseTraveller: (id: string, applicantId: string, body: TRefuseTravellerRequest) =>
    json<TAdminApplicationDetail>(
      `${applicationPath(id)}/travellers/${encodeURIComponent(applicantId)}/refuse`,
      { method: 'POST', body },
    ),
  /** A traveller submitted on the government's portal, with its id (docs/requirements/refunds.md). */
  /** Changes asked of travellers (docs/requirements/change-requests.md). */
  requestChanges: (id: string, items: TChangeItemInput[]) =>
    json<TAdminApplicationDetail>(`${applicationPath(id)}/change-requests`, {
      method: 'POST',
      body: { items },
    }),
  recordGovernmentSubmission: (
    id: string,
    applicantId: string,
    body: TGovernmentSubmissionRequest,
  ) =>
    json<TAdminApplicationDetail>(
      `${applicationPath(id)}/travellers/${encodeURIComponent(applicantId)}/government-submission`,
      { method: 'POST', body },
    ),
  /** The government refunded its fee for a submitted traveller. */
  recordGovernmentFeeRefunded: (id: string, applicantId: string) =>
    json<TAdminApplicationDetail>(
      `${applicationPath(id)}/travellers/${encodeURIComponent(applicantId)}/government-fee-refunded`,
      { method: 'POST' },
    ),
  /** A refund by the rules or of a custom amount with a reason. */
  refund: (id: string, body: TIssueRefundRequest) =>
    json<TIssueRefundResponse>(`${applicationPath(id)}/refunds`, { method: 'POST', body }),
  /** Call 13: always to the email on record; the request names no address. */
  sendEmail: (id: string, body: TSendCustomerEmailRequest) =>
    json<{ success: true }>(`${applicationPath(id)}/email`, { method: 'POST', body }),

  // The support inbox (docs/requirements/support-inbox.md).
  supportCounts: (signal?: AbortSignal) =>
    json<TSupportCounts>('/api/admin/support/counts', signal ? { signal } : {}),
  supportConversations: (filter: SupportListFilter, page: number, signal?: AbortSignal) =>
    json<TSupportConversationList>(
      `/api/admin/support/conversations?filter=${filter}&page=${page}`,
      signal ? { signal } : {},
    ),
  supportConversation: (id: string, signal?: AbortSignal) =>
    json<TSupportConversationDetail>(conversationPath(id), signal ? { signal } : {}),
  supportReply: (id: string, body: TSupportReplyRequest) =>
    json<TSupportConversationDetail>(`${conversationPath(id)}/reply`, { method: 'POST', body }),
  supportState: (id: string, state: 'open' | 'closed') =>
    json<TSupportConversationDetail>(`${conversationPath(id)}/state`, {
      method: 'POST',
      body: { state },
    }),
  supportAssign: (id: string, staffUserId: string | null) =>
    json<TSupportConversationDetail>(`${conversationPath(id)}/assign`, {
      method: 'POST',
      body: { staffUserId },
    }),
};
