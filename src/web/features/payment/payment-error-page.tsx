import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { LinkButton } from '@/web/components/ui/link-button';
import { ResultCard } from './components/result-card';

/** /payment-error (specification section 2): the reference, Retry Payment and Back to Form. */
export function PaymentErrorPage() {
  const { t } = useTranslation('payment', { useSuspense: true });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ref = params.get('ref')?.trim().slice(0, 200) || null;

  const retry = () => {
    window.dispatchEvent(new CustomEvent('payment-failed', { detail: { ref } }));
    // The wizard's payment step, where Pay Securely starts a fresh checkout.
    void navigate({ pathname: '/apply/payment', hash: '#payment-retry' });
  };

  return (
    <ResultCard
      tone="danger"
      title={t('result.error.title')}
      description={t('result.error.description')}
      reference={ref}
    >
      <p className="mt-5 text-slate-700">{t('result.error.noCharge')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={retry}>
          {t('result.error.retry')}
        </Button>
        <LinkButton to="/apply" size="lg" variant="secondary">
          {t('result.error.backToForm')}
        </LinkButton>
      </div>
    </ResultCard>
  );
}
