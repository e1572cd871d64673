import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import type { ApplicationSession } from '@/web/features/application-session';
import { Callout } from '@/web/components/ui/callout';
import { ArrowBackIcon, ArrowForwardIcon, LockIcon } from '@/web/components/ui/icons';
import { DeliveryNote } from '@/web/components/delivery-note';
import { OrderSummary } from './components/order-summary';
import { Spinner, StatusPanel } from './components/status-panel';
import { usePaymentStep } from './hooks/use-payment-step';

/**
 * The wizard's payment step (the product decisions step 4). Contract between the wizard
 * (src/web/features/apply, which mounts it at /apply/payment) and the payment feature (which
 * owns this file): the wizard passes the application it holds in local storage; the step talks
 * to /api/payment/* itself and calls onProceed only once the server confirms `paid`.
 */
export interface PaymentStepProps {
  session: ApplicationSession;
  /** Back to the legal agreement step. Disabled by the step itself once paid. */
  onPrevious: () => void;
  /**
   * Forward to document upload; called only after the server says the application is paid and
   * the shared application query has been refreshed to say so.
   */
  onProceed: () => void;
  /** Back to step 2 to correct details before paying (the wizard decides what that voids). */
  onCorrect?: () => void;
}

/** The wizard's step card labels itself by this id (src/web/features/apply, STEP_TITLE_ID). */
const STEP_TITLE_ID = 'apply-step-title';

export function PaymentStep({ session, onPrevious, onProceed, onCorrect }: PaymentStepProps) {
  const { t } = useTranslation('payment', { useSuspense: true });
  const step = usePaymentStep(session, onProceed);
  const { phase } = step;
  const paid = phase === 'success';

  return (
    <div className="grid gap-6" data-testid="payment-step" data-phase={phase}>
      <header>
        <h2 id={STEP_TITLE_ID} data-page-heading className="text-2xl font-bold text-navy-950">
          {t('step.title')}
        </h2>
        {!paid && <p className="mt-2 text-slate-700">{t('step.lead')}</p>}
      </header>
      {(phase === 'loading' || phase === 'pending' || phase === 'processing') && (
        <>
          {step.cancelled && phase !== 'processing' && (
            <StatusPanel tone="info" title={t('step.cancelled.title')} testId="payment-cancelled">
              <p>{t('step.cancelled.body')}</p>
            </StatusPanel>
          )}
          <OrderSummary application={step.application}>
            <DeliveryNote delivery={step.application?.delivery ?? null} className="mt-5" />
            <p className="mt-5 flex items-start gap-2 text-sm text-slate-700">
              <LockIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
              <span>{t('step.secureNote')}</span>
            </p>
            <Button
              size="lg"
              className="mt-5 w-full"
              onClick={() => void step.pay()}
              disabled={phase !== 'pending'}
              aria-busy={phase === 'processing' || undefined}
            >
              {phase === 'processing' ? (
                <>
                  <Spinner className="size-5" />
                  {t('step.redirecting')}
                </>
              ) : (
                <>
                  <LockIcon className="size-5" />
                  {t('step.pay')}
                </>
              )}
            </Button>
            {onCorrect && phase === 'pending' && (
              <p className="mt-4 text-center text-sm text-slate-700">
                {t('step.correct.question')}{' '}
                <button
                  type="button"
                  onClick={onCorrect}
                  className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline hover:text-navy-950"
                >
                  {t('step.correct.link')}
                </button>
              </p>
            )}
          </OrderSummary>
          <Callout
            compact
            tone="caution"
            titleId="payment-important-title"
            title={t('step.important.title')}
          >
            {t('step.important.body')}
          </Callout>
        </>
      )}

      {phase === 'verifying' && (
        <StatusPanel tone="busy" title={t('step.verifying.title')} testId="payment-verifying">
          <p>{t('step.verifying.body')}</p>
        </StatusPanel>
      )}

      {phase === 'unconfirmed' && (
        <StatusPanel tone="info" title={t('step.unconfirmed.title')} testId="payment-unconfirmed">
          <p>{t('step.unconfirmed.body')}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={step.checkAgain}>{t('step.unconfirmed.checkAgain')}</Button>
            <Button variant="secondary" onClick={step.retry}>
              {t('step.unconfirmed.backToPayment')}
            </Button>
          </div>
        </StatusPanel>
      )}

      {phase === 'success' && (
        <StatusPanel tone="success" title={t('step.success.title')} testId="payment-success">
          <p>{t('step.success.body')}</p>
          <p>{t('step.success.email')}</p>
          {step.reference && (
            <p className="text-sm">
              {t('step.success.reference')}:{' '}
              <span className="font-mono font-semibold break-all">{step.reference}</span>
            </p>
          )}
          {step.advancing && (
            <p className="text-sm text-slate-700" role="status">
              {t('step.success.advancing')}
            </p>
          )}
        </StatusPanel>
      )}

      {phase === 'failed' && (
        <StatusPanel tone="danger" title={t('step.failed.title')} testId="payment-failed">
          <p>{t('step.failed.body')}</p>
          {step.failureReason && step.failureReason !== 'notReady' && (
            <p className="font-semibold">{t(`step.failed.reasons.${step.failureReason}`)}</p>
          )}
          {step.failureReason === 'notReady' && (
            <p className="font-semibold">{t('step.notReady.body')}</p>
          )}
          <p>{t('step.failed.noCharge')}</p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
            <Button onClick={step.retry}>{t('step.failed.retry')}</Button>
            <Link
              to="/support"
              className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline hover:text-navy-950"
            >
              {t('step.failed.contactSupport')}
            </Link>
          </div>
        </StatusPanel>
      )}

      {phase === 'notReady' && (
        <StatusPanel tone="info" title={t('step.notReady.title')} testId="payment-not-ready">
          <p>{t('step.notReady.body')}</p>
        </StatusPanel>
      )}

      {phase === 'unavailable' && (
        <StatusPanel tone="danger" title={t('step.unavailable.title')} testId="payment-unavailable">
          <p>{t('step.unavailable.body')}</p>
          {session.id && session.accessToken && (
            <div>
              <Button variant="secondary" onClick={step.reload}>
                {t('step.unavailable.tryAgain')}
              </Button>
            </div>
          )}
        </StatusPanel>
      )}

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={onPrevious} disabled={paid || phase === 'processing'}>
          <ArrowBackIcon className="size-4" />
          {t('step.previous')}
        </Button>
        {paid ? (
          <Button size="lg" onClick={step.proceed}>
            {t('step.proceed')}
            <ArrowForwardIcon className="size-4" />
          </Button>
        ) : (
          <Button variant="secondary" size="lg" disabled className="text-balance">
            {t('step.nextDisabled')}
          </Button>
        )}
      </div>
    </div>
  );
}
