import { useParams } from 'react-router';
import { adminSections, type AdminSection } from '@/domain/site-paths';
import { NotFoundPage } from '@/web/features/errors';
import { AdminAccountPage } from './account/admin-account-page';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminLoginPage } from './admin-login-page';
import { AdminInvitationPage } from './account/admin-invitation-page';
import { AdminStaffPage } from './staff/admin-staff-page';
import { AdminSupportPage } from './support/admin-support-page';

const sections: Record<AdminSection, () => React.JSX.Element> = {
  login: AdminLoginPage,
  dashboard: AdminDashboardPage,
  support: AdminSupportPage,
  staff: AdminStaffPage,
  account: AdminAccountPage,
  invitation: AdminInvitationPage,
};

/**
 * /admin/:section?: the sign-in (also at /admin), the dashboard, the support inbox
 * (docs/requirements/support-inbox.md) and the staff accounts' pages
 * (docs/requirements/staff-roles.md).
 */
export function AdminSectionPage() {
  const { section = 'login' } = useParams();
  const known = adminSections.find((name) => name === section);
  const Page = known ? sections[known] : NotFoundPage;
  return <Page />;
}
