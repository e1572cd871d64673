import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType, TDocumentView } from '@/domain/documents';
import { toast } from '@/web/components/ui/toast';
import type { ApplicationSession } from '@/web/features/application-session';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/use-error-text';
import { documentsApi } from '../api/documents-api';
import { preCheck } from '../pre-check';
import { useProblemText } from './use-problem-text';
import { uploadsReducer, type PendingUpload, type UploadProblem } from '../upload-state';

export const documentsQueryKey = (id: string) => ['applications', id, 'documents'] as const;

// A refusal by content (size, type, pixels) fails the same way when sent again.
const FINAL_STATUSES = [413, 415, 422];

function problemOf(error: unknown): UploadProblem {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    // A field's problem says more than validation.failed around it.
    const problem = Object.values(error.fields)[0] ?? error;
    if (problem.code) {
      return {
        kind: 'problem',
        code: problem.code,
        ...(problem.params ? { params: problem.params } : {}),
        ...(error.serverMessage ? { message: error.serverMessage } : {}),
      };
    }
  }
  const offline = error instanceof ApiError && error.status === 0;
  return { kind: 'failure', reason: offline ? 'network' : 'server' };
}

let nextId = 0;

/** Every applicant's documents: the server's list, the uploads on their way, and the actions. */
export function useDocumentUploads(session: ApplicationSession) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const errorText = useErrorText();
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const key = useMemo(() => documentsQueryKey(session.id), [session.id]);
  const query = useQuery({ queryKey: key, queryFn: () => documentsApi.list(session) });
  const [pending, dispatch] = useReducer(uploadsReducer, []);
  // Files sent from this page, by stored document id: their thumbnails need no download.
  const [localFiles, setLocalFiles] = useState<Record<string, File>>({});
  const [announcement, setAnnouncement] = useState('');
  // A refusal is announced once, with its reason, here; the toast names the file only.
  const refused = useCallback(
    (file: File, problem: UploadProblem) =>
      setAnnouncement(
        t('documents.live.failedBecause', { file: file.name, reason: problemText(problem) }),
      ),
    [t, problemText],
  );
  // Uploads on their way, by local id: counted against the category's limit at once, before
  // React has rendered the files just chosen.
  const inFlight = useRef(new Map<string, { applicant: number; documentType: DocumentType }>());

  const inCategory = useCallback(
    (applicant: number, documentType: DocumentType, except?: string) =>
      (queryClient.getQueryData<TDocumentView[]>(key) ?? []).filter(
        (d) => d.applicant === applicant && d.documentType === documentType,
      ).length +
      [...inFlight.current].filter(
        ([id, u]) => id !== except && u.applicant === applicant && u.documentType === documentType,
      ).length,
    [queryClient, key],
  );

  const send = useCallback(
    (upload: Pick<PendingUpload, 'id' | 'applicant' | 'documentType' | 'file'>) => {
      const { id, file } = upload;
      inFlight.current.set(id, upload);
      setAnnouncement(t('documents.live.started', { file: file.name }));
      documentsApi
        .upload(session, {
          ...upload,
          onProgress: (loaded, total) => dispatch({ type: 'progress', id, loaded, total }),
        })
        .result.finally(() => inFlight.current.delete(id))
        .then((document) => {
          queryClient.setQueryData<TDocumentView[]>(key, (list = []) => [...list, document]);
          setLocalFiles((files) => ({ ...files, [document.id]: file }));
          dispatch({ type: 'done', id });
          setAnnouncement(t('documents.live.finished', { file: file.name }));
          toast({
            title: t('documents.toast.successTitle'),
            description: t('documents.toast.successBody', { file: file.name }),
            variant: 'success',
            announce: false, // the step's live region says it
          });
        })
        .catch((error: unknown) => {
          const retryable = !(error instanceof ApiError && FINAL_STATUSES.includes(error.status));
          const problem = problemOf(error);
          dispatch({ type: 'fail', id, problem, retryable });
          refused(file, problem);
          toast({
            title: t('documents.toast.failedTitle'),
            description: t('documents.toast.failedBody', { file: file.name }),
            variant: 'destructive',
            // The reason shows under the file and the step's live region reads it out.
            shownInPage: true,
            announce: false,
          });
        });
    },
    [session, key, queryClient, t, refused],
  );

  const addFiles = useCallback(
    (applicant: number, documentType: DocumentType, files: readonly File[]) => {
      let queued = 0;
      for (const file of files) {
        nextId += 1;
        const id = `upload-${nextId}`;
        const problem = preCheck(file, documentType, inCategory(applicant, documentType) + queued);
        if (problem) {
          const retryable =
            problem.kind === 'problem' && problem.code === 'document.too_many_files';
          dispatch({ type: 'refuse', id, applicant, documentType, file, problem, retryable });
          refused(file, problem);
          continue;
        }
        queued += 1;
        dispatch({ type: 'start', id, applicant, documentType, file });
        send({ id, applicant, documentType, file });
      }
    },
    [inCategory, send, refused],
  );

  const retry = useCallback(
    (upload: PendingUpload) => {
      const problem = preCheck(
        upload.file,
        upload.documentType,
        inCategory(upload.applicant, upload.documentType, upload.id),
      );
      if (problem) {
        dispatch({ type: 'fail', id: upload.id, problem, retryable: upload.retryable });
        refused(upload.file, problem);
        return;
      }
      dispatch({ type: 'retry', id: upload.id });
      send(upload);
    },
    [inCategory, send, refused],
  );

  const dismiss = useCallback((upload: PendingUpload) => {
    dispatch({ type: 'dismiss', id: upload.id });
  }, []);

  /** DELETE on the server; resolves false (after saying why) when the server refused. */
  const remove = useCallback(
    async (document: TDocumentView): Promise<boolean> => {
      try {
        await documentsApi.remove(session, document.id);
      } catch (error) {
        const problem = problemOf(error);
        toast({
          title: t('documents.toast.removeFailedTitle'),
          description:
            problem.kind === 'problem'
              ? errorText(problem)
              : t('documents.toast.removeFailedBody', { file: document.originalName }),
          variant: 'destructive',
        });
        return false;
      }
      queryClient.setQueryData<TDocumentView[]>(key, (list = []) =>
        list.filter((d) => d.id !== document.id),
      );
      setAnnouncement(t('documents.live.removed', { file: document.originalName }));
      return true;
    },
    [session, key, queryClient, t, errorText],
  );

  return { query, pending, localFiles, announcement, addFiles, retry, dismiss, remove };
}

export type DocumentUploads = ReturnType<typeof useDocumentUploads>;
