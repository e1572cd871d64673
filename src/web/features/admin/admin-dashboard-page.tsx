import { useTranslation } from 'react-i18next';
import { ApplicationsList } from './dashboard/applications-list';
import { ErasuresPanel } from './dashboard/erasures-panel';
import { StaffShell } from './staff-shell';

/** /admin/dashboard: the applications list and the erasures, only with a staff session. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin', { useSuspense: true });
  return (
    <StaffShell title={t('meta.dashboardTitle')} description={t('meta.dashboardDescription')}>
      <div className="grid gap-6">
        <ApplicationsList />
        <ErasuresPanel />
      </div>
    </StaffShell>
  );
}
