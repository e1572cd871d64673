import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function VisaFormPage() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('pages.visaForm.title')} description={t('pages.visaForm.description')} />
  );
}
