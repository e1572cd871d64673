import { useTranslation } from 'react-i18next';
import { AccountingExport } from './dashboard/accounting-export';
import { ApplicationsList } from './dashboard/applications-list';
import { ErasuresPanel } from './dashboard/erasures-panel';
import { StaffShell } from './staff-shell';
import { SupportCounts } from './support/support-counts';
import { staffAccess } from '@/domain/staff-roles';
import { useStaffMay } from './staff-role';

/**
 * /admin/dashboard: the support inbox's counts, the applications list, and for admins the erasures and the accountant's
 * export; only with a staff session.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin', { useSuspense: true });
  // Completing erasures and the accounts are an admin's duty (docs/requirements/staff-roles.md).
  const mayManage = useStaffMay(staffAccess.admin);
  return (
    <StaffShell title={t('meta.dashboardTitle')} description={t('meta.dashboardDescription')}>
      <div className="grid gap-6">
        <SupportCounts />
        <ApplicationsList />
        {mayManage && <ErasuresPanel />}
        {mayManage && <AccountingExport />}
      </div>
    </StaffShell>
  );
}
