import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function TermsOfServicePage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.termsOfService.title')}
      description={t('pages.termsOfService.description')}
      backToHome
    />
  );
}
