import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { RedirectToWizard } from '@/web/features/application-session';

/** The specification's /payment: the wizard's payment step (or step 1 when this browser has no application). */
export function PaymentPage() {
  const { t } = useTranslation('payment', { useSuspense: true });
  return (
    <>
      <PageHeader title={t('meta.payment.title')} description={t('meta.payment.description')} />
      <RedirectToWizard step="payment" />
    </>
  );
}
