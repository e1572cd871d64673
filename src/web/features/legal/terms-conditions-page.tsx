import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function TermsConditionsPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.termsConditions.title')}
      description={t('pages.termsConditions.description')}
      backToHome
    />
  );
}
