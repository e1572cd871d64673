import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function RefundPolicyPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.refundPolicy.title')}
      description={t('pages.refundPolicy.description')}
      backToHome
    />
  );
}
