import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from './use-draft-autosave';

/** A quiet line saying where the answers are: on the server, or for now only on this device. */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const message = {
    idle: t('autosave.idle'),
    saving: t('autosave.saving'),
    saved: t('autosave.saved'),
    offline: t('autosave.offline'),
    closed: t('autosave.closed'),
  }[status];
  return (
    <p role="status" className="text-sm text-slate-600">
      {message}
    </p>
  );
}
