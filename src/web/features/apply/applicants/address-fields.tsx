import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SAME_AS_PRESENT } from '@/domain/schemas/applicant-details';
import { ApplicantField, fieldId } from './applicant-field';
import { mirroredAddressFields, permanentAddressFields } from './applicant-sections';
import type { ApplicantsFormValues } from './applicant-values';

/**
 * The permanent address: 'Same as present' (the default) copies the present address and keeps
 * the country as 'Same as present', which the server resolves; unticked, it is asked for.
 */
export function PermanentAddressFields({ index }: { index: number }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const { control, setValue, getValues } = useFormContext<ApplicantsFormValues>();
  const path = `applicants.${index}` as const;
  const same = useWatch({ control, name: `${path}.permanentCountry` }) === SAME_AS_PRESENT;
  const present = useWatch({
    control,
    name: mirroredAddressFields.map(([from]) => `${path}.${from}` as const),
  });

  useEffect(() => {
    if (!same) return;
    mirroredAddressFields.forEach(([, to], i) => {
      const value = present[i] ?? '';
      if (getValues(`${path}.${to}`) !== value) setValue(`${path}.${to}`, value);
    });
  }, [same, present, path, getValues, setValue]);

  const id = fieldId(index, 'sameAsPresent');
  return (
    <>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg sm:col-span-2"
      >
        <input
          id={id}
          type="checkbox"
          checked={same}
          onChange={(event) =>
            setValue(`${path}.permanentCountry`, event.target.checked ? SAME_AS_PRESENT : '', {
              shouldDirty: true,
            })
          }
          className="size-5 shrink-0 accent-navy-800"
        />
        <span className="font-semibold text-navy-950">{t('fields.sameAsPresent.label')}</span>
      </label>
      {!same &&
        permanentAddressFields.map((spec) => (
          <ApplicantField key={spec.name} index={index} spec={spec} />
        ))}
    </>
  );
}
