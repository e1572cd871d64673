import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('pages.documents.title')} description={t('pages.documents.description')} />
  );
}
