import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { Button } from '@/web/components/ui/button';
import { useLanguage } from '@/web/i18n';
import { staffMeQueryOptions } from '../api/admin-applications-query';
import { staffApi } from '../api/staff-api';
import { formatDateTime } from '../lib/format';
import { useApplicationAction } from './use-application-action';

type Move = 'assign' | 'takeOver' | 'release';

/**
 * Who holds the application (the work queue's assignment), and the one button that fits:
 * Assign to me when nobody does, Release when the caller does, Take over from someone else.
 */
export function AssignmentControl({ application }: { application: TAdminApplicationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const me = useQuery(staffMeQueryOptions()).data?.username;
  const holder = application.assignedTo?.username ?? null;
  const move = useApplicationAction<Move>({
    applicationId: application.id,
    run: (m) =>
      m === 'release'
        ? staffApi.unassign(application.id)
        : staffApi.assign(application.id, m === 'takeOver'),
    success: holder === me && holder !== null ? 'released' : 'assigned',
    failure: 'assignFailed',
    onDone: () => undefined,
  });
  const next: Move = holder === null ? 'assign' : holder === me ? 'release' : 'takeOver';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-slate-800" aria-live="polite">
        {holder === null
          ? t('assignment.nobody')
          : t(holder === me ? 'assignment.mine' : 'assignment.holder', {
              username: holder,
              at: application.assignedAt ? formatDateTime(application.assignedAt, language) : '',
            })}
      </p>
      <Button
        variant={next === 'assign' ? 'primary' : 'secondary'}
        disabled={me === undefined}
        inactive={move.isPending}
        onClick={() => move.mutate(next)}
      >
        {t(`assignment.${next}`)}
      </Button>
    </div>
  );
}
