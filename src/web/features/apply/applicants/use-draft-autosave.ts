import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TApplicationView } from '@/domain/schemas';
import { applicationsApi } from '../api/applications-api';
import {
  updateApplicationSession,
  type StoredApplicationSession,
} from '@/web/features/application-session';
import { serverDraftStamp, toDrafts, type ApplicantsFormValues } from './applicant-values';
import { Autosaver, type AutosaveStatus } from './autosaver';

export type { AutosaveStatus } from './autosaver';

/**
 * Save and resume for step 2: every change goes to local storage at once and, through the
 * Autosaver (pauses, one request at a time, backoff, offline), to the server's draft endpoint.
 */
export function useDraftAutosave(
  form: UseFormReturn<ApplicantsFormValues, unknown, unknown>,
  session: Pick<StoredApplicationSession, 'id' | 'accessToken'>,
  /** Receives the server's view after each save. */
  onSaved: (view: TApplicationView) => void,
  /** False for a signed application: its answers are kept on this device until Next. */
  enabled = true,
) {
  const [status, setStatus] = useState<AutosaveStatus>(enabled ? 'idle' : 'manual');
  const saver = useRef<Autosaver | null>(null);
  const onSavedRef = useRef(onSaved);
  useLayoutEffect(() => {
    onSavedRef.current = onSaved;
  });
  const { id, accessToken } = session;

  useEffect(() => {
    const autosaver = new Autosaver({
      onStatus: setStatus,
      save: async () => {
        const drafts = toDrafts(form.getValues().applicants);
        const view = await applicationsApi.saveDrafts({ id, accessToken }, drafts);
        updateApplicationSession({ draftsBasedOn: serverDraftStamp(view) ?? undefined });
        onSavedRef.current(view);
      },
    });
    saver.current = autosaver;
    let last = JSON.stringify(form.getValues().applicants);
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const current = JSON.stringify(values.applicants);
        if (current === last) return; // a blur or a touched flag, not a change
        last = current;
        updateApplicationSession({ applicants: toDrafts(values.applicants) });
        if (enabled) autosaver.changed();
      },
    });
    const online = () => autosaver.online();
    const offline = () => autosaver.offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      autosaver.dispose();
      // Leaving the step (Previous, a step link) sends what is pending.
      void autosaver.flush();
    };
  }, [form, id, accessToken, enabled]);

  /** Before the final save: nothing pending may land after it. */
  const cancel = useCallback(async () => {
    await saver.current?.cancel();
  }, []);

  return { status, cancel };
}
