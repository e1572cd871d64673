import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TApplicationView } from '@/domain/schemas';
import { isApiError } from '@/web/lib/api-client';
import { applicationsApi } from '../api/applications-api';
import {
  updateApplicationSession,
  type StoredApplicationSession,
} from '@/web/features/application-session';
import { serverDraftStamp, toDrafts, type ApplicantsFormValues } from './applicant-values';

/** Server saves wait for a pause in typing; local saves happen on every change. */
export const AUTOSAVE_DELAY_MS = 1500;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'closed';

/**
 * Save and resume for step 2: every change goes to local storage at once and, after a pause,
 * to the server's draft endpoint (one request at a time, the latest values winning).
 */
export function useDraftAutosave(
  form: UseFormReturn<ApplicantsFormValues, unknown, unknown>,
  session: Pick<StoredApplicationSession, 'id' | 'accessToken'>,
  /** Must be stable (useCallback): it receives the server's view after each save. */
  onSaved: (view: TApplicationView) => void,
) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const dirty = useRef(false);
  const stopped = useRef(false);
  const { id, accessToken } = session;

  const saveNow = useCallback(async (): Promise<void> => {
    window.clearTimeout(timer.current);
    // One request at a time; whoever waits sends the latest values afterwards.
    while (inFlight.current) await inFlight.current;
    if (!dirty.current || stopped.current) return;
    dirty.current = false;
    setStatus('saving');
    const drafts = toDrafts(form.getValues().applicants);
    inFlight.current = applicationsApi
      .saveDrafts({ id, accessToken }, drafts)
      .then((view) => {
        updateApplicationSession({ draftsBasedOn: serverDraftStamp(view) ?? undefined });
        onSaved(view);
        setStatus(dirty.current ? 'saving' : 'saved');
      })
      .catch((error: unknown) => {
        // A submitted application takes no drafts (409); anything else is retried on the next change.
        if (isApiError(error) && error.status === 409) stopped.current = true;
        else dirty.current = true;
        setStatus(stopped.current ? 'closed' : 'offline');
      })
      .finally(() => {
        inFlight.current = null;
      });
    await inFlight.current;
  }, [form, id, accessToken, onSaved]);

  useEffect(() => {
    let last = JSON.stringify(form.getValues().applicants);
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const current = JSON.stringify(values.applicants);
        if (current === last) return; // a blur or a touched flag, not a change
        last = current;
        updateApplicationSession({ applicants: toDrafts(values.applicants) });
        dirty.current = true;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
      },
    });
    // Leaving the step (Previous, a step link) sends what is pending.
    return () => {
      unsubscribe();
      if (dirty.current) void saveNow();
    };
  }, [form, saveNow]);

  /** Before the final save: nothing pending may land after it. */
  const cancel = useCallback(async () => {
    window.clearTimeout(timer.current);
    dirty.current = false;
    await inFlight.current;
  }, []);

  return { status, cancel };
}
