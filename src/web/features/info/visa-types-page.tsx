import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function VisaTypesPage() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('pages.visaTypes.title')} description={t('pages.visaTypes.description')} />
  );
}
