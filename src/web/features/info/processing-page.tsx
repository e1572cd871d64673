import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function ProcessingPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.processing.title')}
      description={t('pages.processing.description')}
    />
  );
}
