import type { DocumentType, TDocumentView } from '@/domain/documents';
import type { PassportField } from '@/domain/passport-check';
import type { TApplicationView } from '@/domain/schemas';
import type { ApplicationSession } from '@/web/features/application-session';
import { apiBlob, ApiError, apiRequest, errorFromBody } from '@/web/lib/api-client';

// The documents API (docs/requirements/documents.md). Every call carries the application's
// access token. Uploads use XMLHttpRequest: fetch cannot report upload progress.

const base = (id: string) => `/api/applications/${encodeURIComponent(id)}`;
const documentPath = (id: string, documentId: string) =>
  `${base(id)}/documents/${encodeURIComponent(documentId)}`;

export interface UploadRequest {
  documentType: DocumentType;
  applicant: number;
  file: File;
  onProgress: (loaded: number, total: number) => void;
}

export interface UploadHandle {
  result: Promise<TDocumentView>;
  abort: () => void;
}

export const documentsApi = {
  list: ({ id, accessToken }: ApplicationSession) =>
    apiRequest<TDocumentView[]>(`${base(id)}/documents`, { token: accessToken }),

  remove: ({ id, accessToken }: ApplicationSession, documentId: string) =>
    apiRequest<void>(documentPath(id, documentId), { method: 'DELETE', token: accessToken }),

  complete: ({ id, accessToken }: ApplicationSession) =>
    apiRequest<TApplicationView>(`${base(id)}/complete`, { method: 'POST', token: accessToken }),

  /**
   * The stored file's bytes (for a thumbnail after a reload), or those of its copy prepared for
   * the official portal (a photo framed around the face).
   */
  file: (
    { id, accessToken }: ApplicationSession,
    documentId: string,
    variant: 'original' | 'prepared' = 'original',
  ) =>
    apiBlob(
      `${documentPath(id, documentId)}/file${variant === 'prepared' ? '?variant=prepared' : ''}`,
      { token: accessToken },
    ),

  /**
   * Emails a link that opens the uploaded files for a short time, for a session opened by an
   * older email, which cannot (docs/requirements/applicant-sessions.md).
   */
  requestFileLink: ({ id, accessToken }: ApplicationSession) =>
    apiRequest<{ success: true }>(`${base(id)}/file-link`, { method: 'POST', token: accessToken }),

  /** Takes the named details from the passport's zone (docs/requirements/documents.md). */
  passportFix: (
    { id, accessToken }: ApplicationSession,
    documentId: string,
    fields: PassportField[],
  ) =>
    apiRequest<TDocumentView>(`${documentPath(id, documentId)}/passport-fix`, {
      method: 'POST',
      token: accessToken,
      body: { fields },
    }),

  /** POST multipart, fields in the contract's order: documentType, applicant, then the file. */
  upload({ id, accessToken }: ApplicationSession, request: UploadRequest): UploadHandle {
    const xhr = new XMLHttpRequest();
    const result = new Promise<TDocumentView>((resolve, reject) => {
      xhr.open('POST', `${base(id)}/documents`);
      xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) request.onProgress(event.loaded, event.total);
      };
      xhr.onload = () => {
        if (xhr.status !== 201) return reject(errorFromBody(xhr.status, xhr.responseText));
        try {
          resolve(JSON.parse(xhr.responseText) as TDocumentView);
        } catch {
          reject(errorFromBody(xhr.status, ''));
        }
      };
      xhr.onerror = () => reject(new ApiError(0, 'Network error'));
      xhr.onabort = () => reject(new ApiError(0, 'Upload cancelled'));
      const form = new FormData();
      form.append('documentType', request.documentType);
      form.append('applicant', String(request.applicant));
      form.append('file', request.file, request.file.name);
      xhr.send(form);
    });
    return { result, abort: () => xhr.abort() };
  },
};
