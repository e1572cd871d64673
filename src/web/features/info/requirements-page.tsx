import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function RequirementsPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.requirements.title')}
      description={t('pages.requirements.description')}
    />
  );
}
