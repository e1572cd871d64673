import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function PaymentPage() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('pages.payment.title')} description={t('pages.payment.description')} />
  );
}
