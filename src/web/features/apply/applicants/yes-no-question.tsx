import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '@/web/components/ui/form-field';
import { RadioPills } from '../components/radio-pills';
import { useValidationText } from '../hooks/use-validation-text';
import { fieldId, ApplicantField } from './applicant-field';
import type { ApplicantField as Field, ApplicantsFormValues } from './applicant-values';

export interface YesNoQuestionProps {
  index: number;
  question: Field;
  details: Field;
}

/** A security question; a 'yes' opens the details field it needs (specification section 5). */
export function YesNoQuestion({ index, question, details }: YesNoQuestionProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const text = useValidationText();
  const { control, trigger, getFieldState } = useFormContext<ApplicantsFormValues>();
  const name = `applicants.${index}.${question}` as const;
  const { field, fieldState } = useController({ control, name });
  const { ref: controlRef, ...fieldProps } = field;
  const id = fieldId(index, question);
  // Each question has its own words for a missing answer ('Select yes if you have visited...').
  const error = text(fieldState.error?.message, question);
  const detailsName = `applicants.${index}.${details}` as const;

  const answer = (value: 'yes' | 'no') => {
    fieldProps.onChange(value);
    // 'No' needs no details: an error the details field showed goes with it.
    if (getFieldState(detailsName).error) void trigger(detailsName);
  };

  return (
    <div className="grid gap-4 rounded-xl border border-slate-200 p-4">
      <FieldGroup
        id={id}
        legend={t(`fields.${question}.label` as 'fields.criminalRecord.label')}
        required
        error={error}
        errorNamesField={text.namesField(fieldState.error?.message, question)}
      >
        <RadioPills
          name={name}
          ref={controlRef}
          value={fieldProps.value}
          onChange={(value) => answer(value as 'yes' | 'no')}
          onBlur={fieldProps.onBlur}
          invalid={Boolean(error)}
          options={(['yes', 'no'] as const).map((value) => ({
            value,
            label: t(`options.yesNo.${value}`),
          }))}
        />
      </FieldGroup>
      {fieldProps.value === 'yes' && (
        <ApplicantField index={index} spec={{ name: details, kind: 'textarea', hint: true }} />
      )}
    </div>
  );
}
