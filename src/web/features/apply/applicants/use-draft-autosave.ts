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
import { AutosaveScheduler, type AutosaveState, type SaveFailure } from './autosave-schedule';

export { AUTOSAVE_DELAY_MS } from './autosave-schedule';
export type AutosaveStatus = AutosaveState;

const describeFailure = (error: unknown): SaveFailure =>
  isApiError(error)
    ? { status: error.status, retryAfterSeconds: error.retryAfterSeconds }
    : { status: 0 };

/**
 * Save and resume for step 2: every change goes to local storage at once and, after a pause,
 * to the server's draft endpoint; when and how often is autosave-schedule.ts's business.
 */
export function useDraftAutosave(
  form: UseFormReturn<ApplicantsFormValues, unknown, unknown>,
  session: Pick<StoredApplicationSession, 'id' | 'accessToken'>,
  /** Must be stable (useCallback): it receives the server's view after each save. */
  onSaved: (view: TApplicationView) => void,
) {
  const [status, setStatus] = useState<AutosaveStatus>(() =>
    typeof navigator !== 'undefined' && !navigator.onLine ? { kind: 'offline' } : { kind: 'idle' },
  );
  const scheduler = useRef<AutosaveScheduler | null>(null);
  const { id, accessToken } = session;

  useEffect(() => {
    const current = new AutosaveScheduler({
      save: async () => {
        const view = await applicationsApi.saveDrafts(
          { id, accessToken },
          toDrafts(form.getValues().applicants),
        );
        updateApplicationSession({ draftsBasedOn: serverDraftStamp(view) ?? undefined });
        onSaved(view);
      },
      onState: setStatus,
      describeFailure,
      isOnline: () => navigator.onLine,
    });
    scheduler.current = current;
    let last = JSON.stringify(form.getValues().applicants);
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const now = JSON.stringify(values.applicants);
        if (now === last) return; // a blur or a touched flag, not a change
        last = now;
        // Kept on this device at once, so an offline reload or a failed save loses nothing.
        updateApplicationSession({ applicants: toDrafts(values.applicants) });
        current.change();
      },
    });
    const online = () => current.wentOnline();
    const offline = () => current.wentOffline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      // Leaving the step (Previous, a step link) sends what is pending.
      void current.flush().finally(() => current.dispose());
    };
  }, [form, id, accessToken, onSaved]);

  /** Before the final save: nothing pending may land after it. */
  const cancel = useCallback(async () => {
    await scheduler.current?.cancel();
  }, []);

  return { status, cancel };
}
