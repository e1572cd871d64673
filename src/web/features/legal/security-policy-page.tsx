import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function SecurityPolicyPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.securityPolicy.title')}
      description={t('pages.securityPolicy.description')}
      backToHome
    />
  );
}
