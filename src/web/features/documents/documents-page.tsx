import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { RedirectToWizard } from '@/web/features/application-session';

/** The specification's /documents: the wizard's documents step (or step 1 when this browser has no application). */
export function DocumentsPage() {
  const { t } = useTranslation('apply', { useSuspense: true });
  return (
    <>
      <PageHeader title={t('meta.documents.title')} description={t('meta.documents.description')} />
      <RedirectToWizard step="documents" />
    </>
  );
}
