import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';

export function PaymentSuccessPage() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('pages.paymentSuccess.title')}
      description={t('pages.paymentSuccess.description')}
    />
  );
}
