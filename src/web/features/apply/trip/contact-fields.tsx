import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialCodeOptions } from '../components/country-options';
import {
  describedBy,
  FieldError,
  FormField,
  inputClasses,
  RequiredMark,
} from '@/web/components/ui/form-field';
import { SearchSelect } from '../components/search-select';
import { useValidationText } from '../hooks/use-validation-text';
import type { TCreateApplicationInput } from '@/domain/schemas';

/** Where we reach the applicant: email (every message goes there) and a phone number. */
export function ContactFields() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const text = useValidationText();
  const { register, control, formState } = useFormContext<TCreateApplicationInput>();
  const dialCodes = useDialCodeOptions();
  const emailError = text(formState.errors.email?.message, 'email');
  const codeError = text(formState.errors.countryCode?.message, 'countryCode');
  const phoneError = text(formState.errors.phone?.message, 'phone');

  return (
    <>
      <FormField
        id="email"
        label={t('trip.email.label')}
        required
        hint={t('trip.email.hint')}
        error={emailError}
        errorNamesField={text.namesField(formState.errors.email?.message, 'email')}
      >
        <input
          id="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={describedBy('email', 'hint', emailError)}
          className={inputClasses(Boolean(emailError), 'text-start')}
          {...register('email')}
        />
      </FormField>

      <fieldset className="min-w-0">
        <legend className="font-semibold text-navy-950">
          {t('trip.phone.label')}
          <RequiredMark />
        </legend>
        <div className="mt-1.5 grid grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)] gap-2">
          <div>
            <label htmlFor="countryCode" className="sr-only">
              {t('trip.phone.countryCode')}
            </label>
            <Controller
              control={control}
              name="countryCode"
              render={({ field }) => (
                <SearchSelect
                  id="countryCode"
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  options={dialCodes}
                  noResults={t('search.noResults')}
                  placeholder={t('trip.phone.countryCodePlaceholder')}
                  invalid={Boolean(codeError)}
                  describedBy={describedBy('countryCode', undefined, codeError)}
                />
              )}
            />
          </div>
          <div>
            <label htmlFor="phone" className="sr-only">
              {t('trip.phone.number')}
            </label>
            <input
              id="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              dir="ltr"
              placeholder={t('trip.phone.placeholder')}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={describedBy('phone', undefined, phoneError)}
              className={inputClasses(Boolean(phoneError), 'text-start')}
              {...register('phone')}
            />
          </div>
        </div>
        <FieldError
          id="countryCode"
          message={codeError}
          namesField={text.namesField(formState.errors.countryCode?.message, 'countryCode')}
        />
        <FieldError
          id="phone"
          message={phoneError}
          namesField={text.namesField(formState.errors.phone?.message, 'phone')}
        />
      </fieldset>
    </>
  );
}
