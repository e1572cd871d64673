import { useEffect, useState } from 'react';
import type { TDocumentView } from '@/domain/documents';
import type { ApplicationSession } from '@/web/features/application-session';
import { isApiError } from '@/web/lib/api-client';
import { markFilesLocked } from '../files-locked';
import { documentsApi } from '../api/documents-api';

// One object URL per file, shared by whoever shows it, revoked once nobody has for a moment
// (React's development double mount releases and takes it again at once).
const objectUrls = new Map<Blob, { url: string; users: number }>();

function objectUrlFor(blob: Blob): string {
  let entry = objectUrls.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    objectUrls.set(blob, entry);
  }
  return entry.url;
}

function retain(blob: Blob): () => void {
  const entry = objectUrls.get(blob);
  if (!entry) return () => undefined;
  entry.users += 1;
  return () => {
    entry.users -= 1;
    setTimeout(() => {
      if (entry.users > 0 || objectUrls.get(blob) !== entry) return;
      URL.revokeObjectURL(entry.url);
      objectUrls.delete(blob);
    }, 0);
  };
}

/** An object URL for a local file or a fetched blob while the component shows it. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = blob ? objectUrlFor(blob) : undefined;
  useEffect(() => (blob ? retain(blob) : undefined), [blob, url]);
  return url;
}

/**
 * The thumbnail of a stored image: the file sent from this page when there is one, else the
 * stored file fetched with the access token (an <img src> cannot carry the Authorization header).
 */
export function useDocumentPreview(
  session: ApplicationSession,
  document: Pick<TDocumentView, 'id' | 'mimeType'>,
  localFile: File | undefined,
): string | undefined {
  const [fetched, setFetched] = useState<Blob>();
  const isImage = document.mimeType.startsWith('image/');
  const { id, accessToken } = session;
  useEffect(() => {
    if (localFile || !isImage) return undefined;
    let cancelled = false;
    documentsApi.file({ id, accessToken }, document.id).then(
      (blob) => !cancelled && setFetched(blob),
      // No thumbnail; the name and size still say which file it is. A session from an older
      // email is told how to open the files (files-locked.ts).
      (error: unknown) => {
        if (isApiError(error) && error.code === 'application.session_limited') markFilesLocked(id);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, accessToken, document.id, isImage, localFile]);
  return useObjectUrl(isImage ? (localFile ?? fetched) : undefined);
}

/**
 * The prepared copy of a stored photo, as it will be submitted (framed around the face): only
 * for a photo that has one. Fetched again when the document changes.
 */
export function usePreparedPhoto(
  session: ApplicationSession,
  document: Pick<TDocumentView, 'id' | 'documentType' | 'prepared'>,
): string | undefined {
  const [fetched, setFetched] = useState<{ id: string; blob: Blob }>();
  const wanted = document.documentType === 'photo' && document.prepared;
  const { id, accessToken } = session;
  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    documentsApi.file({ id, accessToken }, document.id, 'prepared').then(
      (blob) => !cancelled && setFetched({ id: document.id, blob }),
      (error: unknown) => {
        if (isApiError(error) && error.code === 'application.session_limited') markFilesLocked(id);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, accessToken, document.id, wanted]);
  return useObjectUrl(wanted && fetched?.id === document.id ? fetched.blob : undefined);
}
