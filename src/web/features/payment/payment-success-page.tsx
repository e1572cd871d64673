import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isPaid } from '@/domain/status';
import { Button } from '@/web/components/ui/button';
import { loadApplicationSession } from '@/web/features/application-session';
import { paymentStatusQueryOptions } from './api/payment-queries';
import { ResultCard } from './components/result-card';
import { Spinner } from './components/status-panel';

/** specification section 9: the success page returns to the application after 3000 ms. */
const SUCCESS_REDIRECT_MS = 3000;

/**
 * /payment-success (specification section 2). It claims success only when the server says the stored
 * application is paid; either way it hands over to the payment step, which verifies again.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('payment', { useSuspense: true });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ref = params.get('ref')?.trim().slice(0, 200) || null;
  const [stored] = useState(loadApplicationSession);

  const status = useQuery(paymentStatusQueryOptions(stored));
  const verified = status.data !== undefined && isPaid(status.data.status);

  const backToApplication = () => {
    window.dispatchEvent(new CustomEvent('payment-success', { detail: { ref } }));
    const search = new URLSearchParams({ payment: 'success', ...(ref ? { ref } : {}) });
    void navigate(
      stored
        ? { pathname: '/apply/payment', search: `?${search}`, hash: '#payment-success' }
        : { pathname: '/', hash: '#payment-success' },
      { replace: true },
    );
  };
  const backAfterDelay = useEffectEvent(backToApplication);
  useEffect(() => {
    const timer = window.setTimeout(backAfterDelay, SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const copy = verified ? 'success' : 'confirming';
  return (
    <ResultCard
      tone={verified ? 'success' : 'pending'}
      title={t(`result.${copy}.title`)}
      description={t(`result.${copy}.description`)}
      reference={ref}
    >
      {verified && <p className="mt-5 text-slate-700">{t('result.success.email')}</p>}
      <p className="mt-5 inline-flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner className="size-4" />
        {t(`result.${copy}.redirecting`)}
      </p>
      <div className="mt-6">
        <Button size="lg" onClick={backToApplication}>
          {t('result.success.continue')}
        </Button>
      </div>
    </ResultCard>
  );
}
