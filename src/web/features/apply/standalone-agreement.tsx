import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading } from '@/web/components/page-loading';
import { ArrowBackIcon } from '@/web/components/ui/icons';
import { LinkButton } from '@/web/components/ui/link-button';
import { AgreementForm } from './agreement/agreement-form';
import { SignedAgreement } from './agreement/signed-agreement';
import { stepPath } from './apply-steps';
import { StepAlert } from './components/step-layout';
import { useApplicationSession } from '@/web/features/application-session';
import { useApplicationView } from './hooks/use-application-view';

function BackToPayment() {
  const { t } = useTranslation('apply', { useSuspense: true });
  return (
    <LinkButton to="/payment" variant="secondary" size="lg">
      <ArrowBackIcon />
      {t('standalone.back')}
    </LinkButton>
  );
}

function Notice({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <div className="grid gap-4">
      <StepAlert title={title}>{body}</StepAlert>
      <div>{action}</div>
    </div>
  );
}

/**
 * The specification's standalone /legal-agreement page, on the application this browser holds: Back goes to
 * /payment and success to /documents. Loaded lazily by the legal feature's page.
 */
export default function StandaloneAgreement() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const navigate = useNavigate();
  const session = useApplicationSession();
  const query = useApplicationView(session);
  const view = session ? query.data : undefined;

  if (!session) {
    return (
      <Notice
        title={t('standalone.noApplicationTitle')}
        body={t('standalone.noApplicationBody')}
        action={
          <LinkButton to={stepPath('trip')} size="lg">
            {t('standalone.start')}
          </LinkButton>
        }
      />
    );
  }
  if (!view)
    return query.isError ? (
      <StepAlert title={t('session.loadFailedTitle')}>{t('session.loadFailedBody')}</StepAlert>
    ) : (
      <PageLoading />
    );
  if (view.agreement.signed) {
    return (
      <div className="grid gap-6">
        <SignedAgreement view={view} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <BackToPayment />
          <LinkButton to="/documents" size="lg" className="sm:ms-auto">
            {t('standalone.continue')}
          </LinkButton>
        </div>
      </div>
    );
  }
  if (view.step !== 'agreement') {
    return (
      <Notice
        title={t('standalone.incompleteTitle')}
        body={t('standalone.incompleteBody')}
        action={
          <LinkButton to={stepPath('applicants')} size="lg">
            {t('standalone.completeDetails')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <AgreementForm
      session={session}
      view={view}
      flow="standalone"
      secondary={<BackToPayment />}
      onDone={() => void navigate('/documents')}
    />
  );
}
