import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function PaymentErrorPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.paymentError.title')}
      description={t('pages.paymentError.description')}
    />
  );
}
