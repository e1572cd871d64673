import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_TEXT } from '@/domain/schemas/applicant-details';
import { cn } from '@/web/lib/cn';
import { useCountryOptions } from '../components/country-options';
import { DateSelect } from '../components/date-select';
import { describedBy, FieldGroup, FormField, inputClasses } from '@/web/components/ui/form-field';
import { RadioPills } from '../components/radio-pills';
import { SearchSelect } from '../components/search-select';
import { useValidationText } from '../hooks/use-validation-text';
import { dateFields, type FieldSpec } from './applicant-sections';
import type { ApplicantsFormValues } from './applicant-values';
import { PortSelect } from './port-select';
import { SpeedSuggestion } from './speed-switch';

export const fieldId = (index: number, name: string) => `applicant-${index}-${name}`;

/** One step-2 field, entered the way its spec says; its error shows live once touched. */
export function ApplicantField({ index, spec }: { index: number; spec: FieldSpec }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const text = useValidationText();
  const countries = useCountryOptions();
  const { control, getValues, trigger } = useFormContext<ApplicantsFormValues>();
  const name = `applicants.${index}.${spec.name}` as const;
  const { field, fieldState } = useController({ control, name });
  // The ref is handed to the control (for focus); everything else is the field's state.
  const { ref: controlRef, ...fieldProps } = field;
  const id = fieldId(index, spec.name);
  const label = t(`fields.${spec.name}.label`);
  const hint = spec.hint ? t(`fields.${spec.name}.hint` as 'fields.firstName.hint') : undefined;
  const error = text(fieldState.error?.message, spec.name);
  const errorNamesField = text.namesField(fieldState.error?.message, spec.name);
  const invalid = Boolean(error);
  const described = describedBy(id, hint, error);
  const required = !spec.optional;
  const wide = spec.wide ? 'sm:col-span-2' : undefined;

  // The date rules compare fields: a complete date is checked at once, with the other dates
  // already given (a half-picked date waits until the selects are left).
  const onDateChange = (value: string) => {
    fieldProps.onChange(value);
    const others = dateFields
      .filter((other) =>
        other === spec.name ? value.length === 10 : getValues(`applicants.${index}.${other}`),
      )
      .map((other): FieldPath<ApplicantsFormValues> => `applicants.${index}.${other}`);
    void trigger([
      ...others,
      `applicants.${index}.dateValidation` as FieldPath<ApplicantsFormValues>,
    ]);
  };

  if (spec.kind === 'date' || spec.kind === 'radio') {
    return (
      <FieldGroup
        id={id}
        legend={label}
        required={required}
        hint={hint}
        error={error}
        errorNamesField={errorNamesField}
        className={wide}
      >
        {spec.kind === 'date' ? (
          <>
            <DateSelect
              id={id}
              ref={controlRef}
              value={fieldProps.value}
              onChange={onDateChange}
              onBlur={fieldProps.onBlur}
              invalid={invalid}
              describedBy={described}
            />
            {spec.name === 'dateOfArrival' && (
              <SpeedSuggestion message={fieldState.error?.message} />
            )}
          </>
        ) : (
          <RadioPills
            name={name}
            ref={controlRef}
            value={fieldProps.value}
            onChange={fieldProps.onChange}
            onBlur={fieldProps.onBlur}
            invalid={invalid}
            options={(spec.options ?? []).map((option) => ({
              value: option.value,
              label: t(`options.${spec.name}.${option.key}` as 'options.gender.male'),
            }))}
          />
        )}
      </FieldGroup>
    );
  }

  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described,
    'aria-required': required || undefined,
  };
  let input;
  switch (spec.kind) {
    case 'country':
      input = (
        <SearchSelect
          id={id}
          ref={controlRef}
          value={fieldProps.value}
          onChange={fieldProps.onChange}
          onBlur={fieldProps.onBlur}
          options={countries}
          noResults={t('search.noResults')}
          placeholder={t('search.countryPlaceholder')}
          invalid={invalid}
          describedBy={described}
        />
      );
      break;
    case 'entryPort':
    case 'exitPort':
      input = (
        <PortSelect
          id={id}
          ref={controlRef}
          direction={spec.kind === 'entryPort' ? 'entry' : 'exit'}
          value={fieldProps.value}
          onChange={fieldProps.onChange}
          onBlur={fieldProps.onBlur}
          invalid={invalid}
          describedBy={described}
        />
      );
      break;
    case 'select': {
      const known = spec.options?.some((option) => option.value === fieldProps.value);
      input = (
        <select {...common} {...fieldProps} ref={controlRef} className={inputClasses(invalid)}>
          <option value="">{t('fields.choose')}</option>
          {spec.options?.map((option) => (
            <option key={option.key} value={option.value}>
              {t(`options.${spec.name}.${option.key}` as 'options.gender.male')}
            </option>
          ))}
          {fieldProps.value && !known && (
            <option value={fieldProps.value}>{fieldProps.value}</option>
          )}
        </select>
      );
      break;
    }
    case 'textarea':
      input = (
        <textarea
          {...common}
          {...fieldProps}
          ref={controlRef}
          rows={3}
          maxLength={MAX_TEXT}
          autoComplete={spec.autoComplete}
          className={inputClasses(invalid)}
        />
      );
      break;
    default:
      input = (
        <input
          {...common}
          {...fieldProps}
          ref={controlRef}
          type={spec.kind === 'tel' ? 'tel' : 'text'}
          dir={spec.kind === 'tel' ? 'ltr' : undefined}
          maxLength={MAX_TEXT}
          autoComplete={spec.autoComplete ?? 'off'}
          className={inputClasses(invalid, cn(spec.kind === 'tel' && 'text-start'))}
        />
      );
  }

  return (
    <FormField
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      errorNamesField={errorNamesField}
      className={wide}
    >
      {input}
    </FormField>
  );
}
