import { useSyncExternalStore } from 'react';

// Which applications' files this page found closed to its session: a link from an older email
// opens everything but the uploaded files (docs/requirements/applicant-sessions.md). A
// thumbnail that is refused says so here; the notice above the uploads reads it.

const locked = new Set<string>();
const listeners = new Set<() => void>();

/** A file of this application was refused to this session as `application.session_limited`. */
export function markFilesLocked(applicationId: string): void {
  if (locked.has(applicationId)) return;
  locked.add(applicationId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this page found the application's files closed to its session. */
export function useFilesLocked(applicationId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => locked.has(applicationId),
    () => false,
  );
}
