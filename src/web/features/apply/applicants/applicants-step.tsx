import * as Tabs from '@radix-ui/react-tabs';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TApplicationView } from '@/domain/schemas';
import { Button } from '@/web/components/ui/button';
import { ArrowForwardIcon } from '@/web/components/ui/icons';
import { useLanguage } from '@/web/i18n';
import type { StoredApplicationSession } from '@/web/features/application-session';
import { stepPath } from '../apply-steps';
import { StepActions, StepAlert, StepHeader } from '../components/step-layout';
import { ApplicantForm } from './applicant-form';
import { ApplicantTabList } from './applicant-tab-list';
import { AutosaveStatusLine } from './autosave-status';
import { ResumeLaterButton } from './resume-later';
import { useApplicantsForm } from './use-applicants-form';

export interface ApplicantsStepProps {
  session: StoredApplicationSession;
  view: TApplicationView;
}

/** Step 2, 'Applicant Information': one form per applicant (the product decisions: never charge for 3, collect 1). */
export function ApplicantsStep({ session, view }: ApplicantsStepProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const { current: language } = useLanguage();
  const navigate = useNavigate();
  const { form, submit, active, setActive, nextApplicant, failure, autosave } = useApplicantsForm(
    session,
    view,
  );
  const count = view.numberOfApplicants;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <StepHeader title={t('applicants.title')} intro={t('applicants.intro', { count })} />
        <div className="-mt-3 mb-6">
          <AutosaveStatusLine status={autosave} />
        </div>
        <Tabs.Root
          id="applicant-tabs"
          value={String(active)}
          onValueChange={(value) => setActive(Number(value))}
          dir={language.dir}
          className="scroll-mt-24"
        >
          {count > 1 && <ApplicantTabList count={count} />}
          {Array.from({ length: count }, (_, index) => (
            <Tabs.Content key={index} value={String(index)} tabIndex={-1} className="outline-none">
              {count > 1 && (
                <p className="mb-4 text-xl font-bold text-navy-950">
                  {t('applicants.heading', { number: index + 1, count })}
                </p>
              )}
              <ApplicantForm index={index} />
              {index < count - 1 && (
                <div className="mt-8 flex justify-end">
                  <Button variant="secondary" size="lg" onClick={() => void nextApplicant(index)}>
                    {t('applicants.nextApplicant', { number: index + 2 })}
                    <ArrowForwardIcon />
                  </Button>
                </div>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
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
    </FormProvider>
  );
}
