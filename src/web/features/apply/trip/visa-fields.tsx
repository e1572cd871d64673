import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { processingTimeFacts, processingTimes, visaFacts, visaTypes } from '@/domain/visa';
import { ChoiceCards } from '../components/choice-cards';
import { describedBy, FieldGroup, FormField, inputClasses } from '@/web/components/ui/form-field';
import { useValidationText } from '../hooks/use-validation-text';
import { ApplicantStepper } from './applicant-stepper';
import { TouristValidityFields } from './tourist-validity-fields';
import type { TCreateApplicationInput } from '@/domain/schemas';
import { formatPrice } from '@/web/lib/money';
import { site } from '@/web/lib/site';

/** Visa type, number of applicants and processing speed: what the application is for. */
export function VisaFields() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const text = useValidationText();
  const { register, control, formState } = useFormContext<TCreateApplicationInput>();
  const visaType = useWatch({ control, name: 'visaType' });
  const visaError = text(formState.errors.visaType?.message, 'visaType');
  const processingError = text(formState.errors.processingTime?.message, 'processingTime');
  // The e-Tourist visa's facts depend on its validity: each option states its own, below.
  const facts = visaType && visaType !== 'tourist' ? visaFacts[visaType] : undefined;
  const visaHint =
    facts &&
    t('trip.visaType.facts', {
      entry: t(`trip.entryTypes.${facts.entryType}`),
      stay: facts.stayPerEntryDays,
      validity: facts.validityDays,
    });

  return (
    <>
      <FormField
        id="visaType"
        label={t('trip.visaType.label')}
        required
        hint={visaHint}
        error={visaError}
        errorNamesField={text.namesField(formState.errors.visaType?.message, 'visaType')}
      >
        <select
          id="visaType"
          aria-invalid={visaError ? true : undefined}
          aria-describedby={describedBy('visaType', visaHint, visaError)}
          className={inputClasses(Boolean(visaError))}
          {...register('visaType')}
        >
          <option value="">{t('trip.visaType.placeholder')}</option>
          {visaTypes.map((type) => (
            <option key={type} value={type}>
              {t(`trip.visaTypes.${type}`)}
            </option>
          ))}
        </select>
      </FormField>

      {visaType === 'tourist' && <TouristValidityFields />}

      <Controller
        control={control}
        name="numberOfApplicants"
        render={({ field }) => <ApplicantStepper value={field.value} onChange={field.onChange} />}
      />

      <FieldGroup
        id="processingTime"
        legend={t('trip.processing.label')}
        required
        error={processingError}
        errorNamesField={text.namesField(
          formState.errors.processingTime?.message,
          'processingTime',
        )}
      >
        <ChoiceCards
          name="processingTime"
          registration={register('processingTime')}
          invalid={Boolean(processingError)}
          describedBy={describedBy('processingTime', undefined, processingError)}
          choices={processingTimes.map((speed) => {
            const fee = site().prices.processingFeeCents[speed];
            const days = processingTimeFacts[speed];
            return {
              value: speed,
              label: t(`trip.processing.options.${speed}`),
              description: days.sameDay
                ? t('trip.processing.sameDay')
                : t('trip.processing.days', { min: days.minDays, max: days.maxDays }),
              aside:
                fee === 0
                  ? t('trip.processing.included')
                  : t('trip.processing.surcharge', { price: formatPrice(fee) }),
            };
          })}
        />
      </FieldGroup>
    </>
  );
}
