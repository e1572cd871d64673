import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.privacyPolicy.title')}
      description={t('pages.privacyPolicy.description')}
      backToHome
    />
  );
}
