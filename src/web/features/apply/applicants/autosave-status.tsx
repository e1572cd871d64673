import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';
import type { AutosaveStatus } from './use-draft-autosave';

/** A quiet line saying where the answers are: on the server, or for now only on this device. */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const message = {
    idle: t('autosave.idle'),
    saving: t('autosave.saving'),
    saved: t('autosave.saved'),
    offline: t('autosave.offline'),
    retrying: t('autosave.retrying'),
    unsaved: t('autosave.unsaved'),
    closed: t('autosave.closed'),
    manual: t('autosave.manual'),
  }[status];
  const waiting = status === 'offline' || status === 'retrying' || status === 'unsaved';
  return (
    <p
      role="status"
      data-autosave={status}
      className={cn(
        'text-sm',
        waiting
          ? 'rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900'
          : 'text-slate-600',
      )}
    >
      {message}
    </p>
  );
}
