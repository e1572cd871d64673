import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function StatusCheckPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.statusCheck.title')}
      description={t('pages.statusCheck.description')}
    />
  );
}
