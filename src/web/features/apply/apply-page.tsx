import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageLoading } from '@/web/components/page-loading';
import { PageMeta } from '@/web/components/page-meta';
import { Button } from '@/web/components/ui/button';
import { Container } from '@/web/components/ui/container';
import { cn } from '@/web/lib/cn';
import { retryableLazy } from '@/web/lib/retryable-lazy';
import { firstApplyStep, isApplyStep, RESUME_PATH, stepPath, type ApplyStep } from './apply-steps';
import { StepIndicator } from './components/step-indicator';
import { StepAlert, STEP_TITLE_ID } from './components/step-layout';
import { useApplicationSession, useDeviceApplications } from '@/web/features/application-session';
import { useApplicationView } from './hooks/use-application-view';
import { useReturnCode } from './resume/use-return-code';
import { allowedStep, type StepState } from './step-access';
import { TripStep } from './trip/trip-step';

// Only the first step is in the page's own code: the others, with the traveller's forms and
// their checks, load when the visitor reaches them, so a prerendered step 1 evaluates and
// hydrates without them (docs/decisions/0024-prerendering.md).
const ApplicantsStep = retryableLazy(() =>
  import('./applicants/applicants-step').then((m) => ({ default: m.ApplicantsStep })),
);
const AgreementStep = retryableLazy(() =>
  import('./agreement/agreement-step').then((m) => ({ default: m.AgreementStep })),
);
const PaymentStepHost = retryableLazy(() =>
  import('./finish/payment-step-host').then((m) => ({ default: m.PaymentStepHost })),
);
const DocumentsStep = retryableLazy(() =>
  import('./finish/documents-step').then((m) => ({ default: m.DocumentsStep })),
);
const DoneStep = retryableLazy(() =>
  import('./finish/done-step').then((m) => ({ default: m.DoneStep })),
);
const DeviceApplicationsStep = retryableLazy(() =>
  import('./applications/device-applications-step').then((m) => ({
    default: m.DeviceApplicationsStep,
  })),
);
const ResumeFromLink = retryableLazy(() =>
  import('./resume/resume-from-link').then((m) => ({ default: m.ResumeFromLink })),
);

/** The page around every step: heading, progress and the step's card. */
function WizardShell({
  step,
  state,
  labelled = true,
  wide = false,
  children,
}: {
  step?: ApplyStep;
  state: StepState;
  /** Whether the content has the step's heading (every step does; loading states do not). */
  labelled?: boolean;
  /** No step, no side column: the content takes the width (the device's applications). */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const title = t('meta.apply.title');
  return (
    <>
      <PageMeta
        title={step ? `${t(`progress.steps.${step}.label`)} | ${title}` : title}
        description={t('meta.apply.description')}
      />
      <div className="border-b border-slate-200 bg-linear-to-b from-navy-50 to-white">
        <Container className="py-6 sm:py-8">
          <h1 className="text-2xl font-bold tracking-tight text-balance text-navy-950 sm:text-3xl">
            {title}
          </h1>
        </Container>
      </div>
      <Container className="grid gap-6 py-6 sm:py-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        {!wide && <div>{step && <StepIndicator current={step} state={state} />}</div>}
        <section
          // Each step's heading (the payment feature's too) carries STEP_TITLE_ID.
          aria-labelledby={labelled ? STEP_TITLE_ID : undefined}
          aria-label={labelled ? undefined : title}
          className={cn(
            'min-w-0 self-start rounded-2xl border-slate-200 sm:border sm:p-6 lg:p-8',
            wide && 'max-w-4xl lg:col-span-2',
          )}
        >
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </section>
      </Container>
    </>
  );
}

/** Routes to a step, never past one the application has not finished (see step-access.ts). */
function Wizard({ step }: { step: ApplyStep }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const session = useApplicationSession();
  const query = useApplicationView(session);
  const view = session ? query.data : undefined;
  const recovering = useReturnCode(session);

  if (recovering || (session && !view)) {
    return (
      <WizardShell step={step} state={null} labelled={false}>
        {query.isError ? (
          <>
            <StepAlert title={t('session.loadFailedTitle')}>
              {t('session.loadFailedBody')}
            </StepAlert>
            <Button className="mt-4" onClick={() => void query.refetch()}>
              {t('session.retry')}
            </Button>
          </>
        ) : (
          <PageLoading />
        )}
      </WizardShell>
    );
  }

  const state: StepState = view ?? null;
  const target = allowedStep(step, state);
  if (target !== step) return <Navigate to={stepPath(target)} replace />;

  // Keyed by application, so a new or resumed application starts its forms afresh.
  const key = session?.id ?? 'new';
  return (
    <WizardShell step={step} state={state}>
      {step === 'trip' && <TripStep key={key} session={session} view={view} />}
      {session && view && (
        <>
          {step === 'applicants' && <ApplicantsStep key={key} session={session} view={view} />}
          {step === 'agreement' && <AgreementStep key={key} session={session} view={view} />}
          {step === 'payment' && <PaymentStepHost key={key} session={session} />}
          {step === 'documents' && <DocumentsStep session={session} view={view} />}
          {step === 'done' && <DoneStep view={view} />}
        </>
      )}
    </WizardShell>
  );
}

/**
 * /apply: a visitor with no application on this device starts at step 1; a device that holds
 * some lists them, to continue one, view one or start a new one
 * (docs/requirements/lost-link-and-device-applications.md).
 */
export function ApplyEntryPage() {
  const applications = useDeviceApplications();
  if (applications.length > 0) {
    return (
      <WizardShell state={null} wide>
        <DeviceApplicationsStep />
      </WizardShell>
    );
  }
  // The placeholder holds the page while the step opens: an empty main let the footer jump up to
  // the header and back (CLS 0.9 on a slow phone).
  return (
    <>
      <Navigate to={stepPath(firstApplyStep)} replace />
      <PageLoading />
    </>
  );
}

/** The application wizard: one page, the current step in the URL (/apply/<step>). */
export function ApplyPage() {
  const { step } = useParams();
  if (step === RESUME_PATH) {
    return (
      <WizardShell state={null} labelled={false}>
        <ResumeFromLink />
      </WizardShell>
    );
  }
  if (!isApplyStep(step)) return <Navigate to={stepPath(firstApplyStep)} replace />;
  return <Wizard step={step} />;
}
