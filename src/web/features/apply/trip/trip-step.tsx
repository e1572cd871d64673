import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TApplicationView } from '@/domain/schemas';
import type { StoredApplicationSession } from '@/web/features/application-session';
import { FormSection, StepActions, StepAlert, StepHeader } from '../components/step-layout';
import { AddOnFields } from './add-on-fields';
import { ArrivalFields } from './arrival-fields';
import { ContactFields } from './contact-fields';
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
  const { form, submit, failure, conflicts, resolveConflicts } = useTripForm(session, view);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <StepHeader title={t('trip.title')} intro={t('trip.intro')} />
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
              {failure.status === 429
                ? t('errors.rateLimited')
                : failure.status === 0
                  ? t('errors.network')
                  : failure.status === 400
                    ? t('errors.checkFields')
                    : null}
            </StepAlert>
          )}
        </div>
        <StepActions
          nextLabel={t('trip.next')}
          busyLabel={t('wizard.saving')}
          busy={form.formState.isSubmitting}
        />
      </form>
    </FormProvider>
  );
}
