import { useTranslation } from 'react-i18next';
import { ApplicationsList } from './dashboard/applications-list';
import { StaffShell } from './staff-shell';

/** /admin/dashboard: the applications list, only with a staff session. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin', { useSuspense: true });
  return (
    <StaffShell title={t('meta.dashboardTitle')} description={t('meta.dashboardDescription')}>
      <ApplicationsList />
    </StaffShell>
  );
}
