import * as Tabs from '@radix-ui/react-tabs';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TApplicationView } from '@/domain/schemas';
import { Button } from '@/web/components/ui/button';
import { ErrorSummary } from '@/web/components/ui/error-summary';
import { ArrowForwardIcon } from '@/web/components/ui/icons';
import { useLanguage } from '@/web/i18n';
import type { StoredApplicationSession } from '@/web/features/application-session';
import { stepPath } from '../apply-steps';
import { StepActions, StepAlert, StepHeader } from '../components/step-layout';
import { ApplicantForm } from './applicant-form';
import { ApplicantTabList } from './applicant-tab-list';
import { SpeedSwitchProvider } from './speed-switch';
import { SignedNotice } from '../components/signed-notice';
import { AutosaveStatusLine } from './autosave-status';
import { SharedAnswersProvider, useSharedAnswers } from './same-as-first';
import { ResumeLaterButton } from './resume-later';
import { applicantHeadingId, useApplicantsForm } from './use-applicants-form';

export interface ApplicantsStepProps {
  session: StoredApplicationSession;
  view: TApplicationView;
}

/** Step 2, 'Applicant Information': one form per applicant (the product decisions: never charge for 3, collect 1). */
export function ApplicantsStep({ session, view }: ApplicantsStepProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const { current: language } = useLanguage();
  const navigate = useNavigate();
  const { form, submit, active, setActive, nextApplicant, failure, autosave, summary } =
    useApplicantsForm(session, view);
  const { setForm, setBox, items: problems } = summary;
  const count = view.numberOfApplicants;
  const shared = useSharedAnswers(form, count);

  return (
    <FormProvider {...form}>
      <SpeedSwitchProvider session={session} view={view}>
        <SharedAnswersProvider value={shared}>
          <form ref={setForm} noValidate onSubmit={submit}>
            <StepHeader title={t('applicants.title')} intro={t('applicants.intro', { count })} />
            <SignedNotice view={view} />
            <div className="-mt-3 mb-6">
              <AutosaveStatusLine status={autosave} />
            </div>
            <ErrorSummary
              className="mb-6"
              items={problems}
              setBox={setBox}
              onSelect={(id) => {
                const applicant = /^applicant-(\d+)-/.exec(id)?.[1];
                if (applicant !== undefined) setActive(Number(applicant));
              }}
            />
            {count === 1 ? (
              // One applicant: no tabs, so no tab panel pointing at a tab that is not there.
              <section id="applicant-panel" aria-label={t('applicants.tab', { number: 1 })}>
                <ApplicantForm index={0} />
              </section>
            ) : (
              <Tabs.Root
                id="applicant-tabs"
                value={String(active)}
                onValueChange={(value) => setActive(Number(value))}
                dir={language.dir}
                className="scroll-mt-24"
              >
                <ApplicantTabList count={count} processingTime={view.processingTime} />
                {Array.from({ length: count }, (_, index) => (
                  <Tabs.Content
                    key={index}
                    value={String(index)}
                    tabIndex={-1}
                    className="outline-none"
                  >
                    <h3
                      id={applicantHeadingId(index)}
                      tabIndex={-1}
                      className="mb-4 text-xl font-bold text-navy-950 outline-none"
                    >
                      {t('applicants.heading', { number: index + 1, count })}
                    </h3>
                    <ApplicantForm index={index} />
                    {index < count - 1 && (
                      <div className="mt-8 flex justify-end">
                        <Button
                          variant="secondary"
                          size="lg"
                          onClick={() => void nextApplicant(index)}
                        >
                          {t('applicants.nextApplicant', { number: index + 2 })}
                          <ArrowForwardIcon />
                        </Button>
                      </div>
                    )}
                  </Tabs.Content>
                ))}
              </Tabs.Root>
            )}
            {failure && (
              <div className="mt-6">
                <StepAlert title={t('errors.title')}>{failure}</StepAlert>
              </div>
            )}
            <StepActions
              onPrevious={() => void navigate(stepPath('trip'))}
              nextLabel={t('applicants.next')}
              busyLabel={t('wizard.saving')}
              busy={form.formState.isSubmitting}
            >
              <ResumeLaterButton session={session} email={view.email} />
            </StepActions>
          </form>
        </SharedAnswersProvider>
      </SpeedSwitchProvider>
    </FormProvider>
  );
}
