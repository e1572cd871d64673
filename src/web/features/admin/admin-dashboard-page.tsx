import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.adminDashboard.title')}
      description={t('pages.adminDashboard.description')}
    />
  );
}
