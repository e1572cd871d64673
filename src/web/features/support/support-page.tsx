import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function SupportPage() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('pages.support.title')} description={t('pages.support.description')} />
  );
}
