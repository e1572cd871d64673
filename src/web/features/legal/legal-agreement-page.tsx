import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function LegalAgreementPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.legalAgreement.title')}
      description={t('pages.legalAgreement.description')}
    />
  );
}
