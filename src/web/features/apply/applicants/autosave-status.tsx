import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from './use-draft-autosave';

/** A quiet line saying where the answers are: on the server, or for now only on this device. */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const message =
    status.kind === 'retrying'
      ? t('autosave.retrying', { seconds: status.seconds })
      : status.kind === 'stopped'
        ? t(`autosave.stopped.${status.reason}`)
        : t(`autosave.${status.kind}`);
  return (
    // role=status is a polite live region: the change is read out without interrupting.
    <p role="status" aria-live="polite" className="text-sm text-slate-600">
      {message}
    </p>
  );
}
