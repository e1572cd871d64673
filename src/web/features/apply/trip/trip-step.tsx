import { FormProvider } from 'react-hook-form';
import { FormControls } from '@/web/components/ui/form-controls';
import { useTranslation } from 'react-i18next';
import type { TApplicationView } from '@/domain/schemas';
import type { StoredApplicationSession } from '@/web/features/application-session';
import { ErrorSummary } from '@/web/components/ui/error-summary';
import { useErrorText } from '@/web/lib/use-error-text';
import { FormSection, StepActions, StepAlert, StepHeader } from '../components/step-layout';
import { AddOnFields } from './add-on-fields';
import { ArrivalFields } from './arrival-fields';
import { ContactFields } from './contact-fields';
import { SignedNotice } from '../components/signed-notice';
import { PresetChoice } from './preset-choice';
import { PricingSummary } from './pricing-summary';
import { useTripForm } from './use-trip-form';
import { VisaFields } from './visa-fields';

export interface TripStepProps {
  session: StoredApplicationSession | null;
  view: TApplicationView | undefined;
}

/** Step 1, 'Information for e-Visa': what the application is for and how to reach the applicant. */
export function TripStep({ session, view }: TripStepProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const errorText = useErrorText();
  const { form, submit, failure, conflicts, resolveConflicts, summary, warm } = useTripForm(
    session,
    view,
  );
  const { setForm, setBox, items: problems } = summary;

  return (
    <FormProvider {...form}>
      <form ref={setForm} noValidate onSubmit={submit} onFocus={warm}>
        <FormControls>
          <StepHeader title={t('trip.title')} intro={t('trip.intro')} />
          <ErrorSummary className="mb-6" items={problems} setBox={setBox} />
          <SignedNotice view={view} />
          <PresetChoice conflicts={conflicts} onResolve={resolveConflicts} />
          <div className="grid gap-8">
            <FormSection id="trip-visa" title={t('trip.sections.visa')}>
              <VisaFields />
            </FormSection>
            <FormSection id="trip-arrival" title={t('trip.sections.arrival')}>
              <ArrivalFields />
            </FormSection>
            <FormSection
              id="trip-contact"
              title={t('trip.sections.contact')}
              description={t('trip.sections.contactHint')}
            >
              <ContactFields />
            </FormSection>
            <AddOnFields />
            <PricingSummary />
            {failure && (
              <StepAlert title={t(session ? 'trip.updateFailed' : 'trip.createFailed')}>
                {errorText(failure)}
              </StepAlert>
            )}
          </div>
          <StepActions
            nextLabel={t('trip.next')}
            busyLabel={t('wizard.saving')}
            busy={form.formState.isSubmitting}
          />
        </FormControls>
      </form>
    </FormProvider>
  );
}
