import type { DocumentType } from '@/domain/documents';
import type { ProblemParams } from '@/domain/errors/field-message';

// The browser's side of an upload: what the applicant sees while a file is on its way, or after
// it was refused. Once the server has stored a file, the server's list is the truth and the
// entry leaves this state (see use-document-uploads.ts).

/**
 * Why a file is not stored: a refusal's code with its params (docs/errors.md; the browser's own
 * pre-checks use the server's codes), or a failed connection.
 */
export type UploadProblem =
  | { kind: 'problem'; code: string; params?: ProblemParams; message?: string }
  | { kind: 'failure'; reason: 'network' | 'server' };

export interface PendingUpload {
  /** Local id, stable across Retry. */
  id: string;
  applicant: number;
  documentType: DocumentType;
  file: File;
  status: 'uploading' | 'error';
  /** 0..100, from the browser's upload progress events. */
  percent: number;
  problem?: UploadProblem;
  /** False when a Retry cannot help (a pre-check refused the file; sending it again would too). */
  retryable: boolean;
}

export type UploadAction =
  | { type: 'start'; id: string; applicant: number; documentType: DocumentType; file: File }
  | {
      type: 'refuse';
      id: string;
      applicant: number;
      documentType: DocumentType;
      file: File;
      problem: UploadProblem;
      retryable: boolean;
    }
  | { type: 'progress'; id: string; loaded: number; total: number }
  | { type: 'fail'; id: string; problem: UploadProblem; retryable: boolean }
  | { type: 'retry'; id: string }
  | { type: 'done'; id: string }
  | { type: 'dismiss'; id: string };

export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded >= 0)) return 0;
  return Math.min(100, Math.round((loaded / total) * 100));
}

const update = (
  state: PendingUpload[],
  id: string,
  change: (upload: PendingUpload) => PendingUpload,
): PendingUpload[] => state.map((upload) => (upload.id === id ? change(upload) : upload));

export function uploadsReducer(state: PendingUpload[], action: UploadAction): PendingUpload[] {
  switch (action.type) {
    case 'start':
      return [...state, { ...pick(action), status: 'uploading', percent: 0, retryable: true }];
    case 'refuse':
      return [
        ...state,
        {
          ...pick(action),
          status: 'error',
          percent: 0,
          problem: action.problem,
          retryable: action.retryable,
        },
      ];
    case 'progress':
      // Late events of a finished or failed attempt never move a bar backwards or revive it.
      return update(state, action.id, (upload) =>
        upload.status === 'uploading'
          ? {
              ...upload,
              percent: Math.max(upload.percent, progressPercent(action.loaded, action.total)),
            }
          : upload,
      );
    case 'fail':
      return update(state, action.id, (upload) => ({
        ...upload,
        status: 'error',
        problem: action.problem,
        retryable: action.retryable,
      }));
    case 'retry':
      return update(state, action.id, (upload) =>
        upload.status === 'error' && upload.retryable
          ? { ...upload, status: 'uploading', percent: 0, problem: undefined }
          : upload,
      );
    case 'done':
    case 'dismiss':
      return state.filter((upload) => upload.id !== action.id);
  }
}

function pick({
  id,
  applicant,
  documentType,
  file,
}: Pick<PendingUpload, 'id' | 'applicant' | 'documentType' | 'file'>) {
  return { id, applicant, documentType, file };
}
