import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.adminLogin.title')}
      description={t('pages.adminLogin.description')}
    />
  );
}
