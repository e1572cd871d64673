import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TApplicationView } from '@/domain/schemas';
import type { ApplicationSession } from '@/web/features/application-session';
import { stepPath } from '../apply-steps';
import { CheckIcon } from '@/web/components/ui/icons';
import { StepActions, StepAlert, StepHeader } from '../components/step-layout';
import { AgreementForm } from './agreement-form';
import { SignedAgreement } from './signed-agreement';
import { useSubmitAgreement } from './use-submit-agreement';

interface AgreementStepProps {
  session: ApplicationSession;
  view: TApplicationView;
}

/** A signed agreement: continuing re-asks for the confirmation email, which is sent only once. */
function AlreadySigned({ session, view }: AgreementStepProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const navigate = useNavigate();
  const { confirm, busy, failure } = useSubmitAgreement(session, 'wizard', () =>
    navigate(stepPath('payment')),
  );
  return (
    <>
      <SignedAgreement view={view} />
      {failure && (
        <div className="mt-4">
          <StepAlert title={t('agreement.failedTitle')}>{t('agreement.failedBody')}</StepAlert>
        </div>
      )}
      <StepActions
        nextLabel={t('agreement.continueToPayment')}
        busyLabel={t('agreement.submitting')}
        busy={busy}
        onNext={() => void confirm()}
      />
    </>
  );
}

/** Step 3: the legal agreement and the drawn signature. */
export function AgreementStep({ session, view }: AgreementStepProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const navigate = useNavigate();
  return (
    <>
      <StepHeader title={t('agreement.title')} intro={t('agreement.intro')} />
      {/* The step-2 save's confirmation stays on the page, not only in a passing toast
          (WCAG 2.2.1): this step opens only once every applicant's details are saved. */}
      <p className="-mt-3 mb-6 flex items-center gap-2 text-sm font-medium text-emerald-800">
        <CheckIcon className="size-4 shrink-0" />
        {t('agreement.detailsSaved', { count: view.numberOfApplicants })}
      </p>
      {view.agreement.signed ? (
        <AlreadySigned session={session} view={view} />
      ) : (
        <AgreementForm
          session={session}
          view={view}
          flow="wizard"
          onPrevious={() => void navigate(stepPath('applicants'))}
          onDone={() => void navigate(stepPath('payment'))}
        />
      )}
    </>
  );
}
