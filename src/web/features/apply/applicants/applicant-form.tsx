import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';
import { useValidationText } from '../hooks/use-validation-text';
import { FormSection } from '../components/step-layout';
import { PermanentAddressFields } from './address-fields';
import { ApplicantField } from './applicant-field';
import { applicantSections, type SectionSpec } from './applicant-sections';
import { yesNoDetails, type ApplicantsFormValues } from './applicant-values';
import { YesNoQuestion } from './yes-no-question';
import { SameAsFirst } from './same-as-first';

/** The form-level 'Please check date consistency between fields', under the travel dates. */
function DateConsistency({ index }: { index: number }) {
  const text = useValidationText();
  const { errors } = useFormState<ApplicantsFormValues>({ name: `applicants.${index}` });
  const entry = errors.applicants?.[index] as Record<string, { message?: string }> | undefined;
  const message = text(entry?.dateValidation?.message);
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 sm:col-span-2"
    >
      {message}
    </p>
  );
}

function SectionFields({ index, section }: { index: number; section: SectionSpec }) {
  if (section.id === 'security') {
    return (
      <div className="grid gap-4 sm:col-span-2">
        {yesNoDetails.map(([question, details]) => (
          <YesNoQuestion key={question} index={index} question={question} details={details} />
        ))}
      </div>
    );
  }
  return (
    <>
      {(section.id === 'travel' || section.id === 'address') && (
        <SameAsFirst index={index} section={section.id} />
      )}
      {section.fields.map((spec) => (
        <ApplicantField key={spec.name} index={index} spec={spec} />
      ))}
      {section.id === 'address' && <PermanentAddressFields index={index} />}
      {section.id === 'travel' && <DateConsistency index={index} />}
    </>
  );
}

/** One applicant's details (specification section 3, applicantDetails), section by section. */
export function ApplicantForm({ index }: { index: number }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  return (
    <div className="grid gap-10">
      {applicantSections.map((section) => (
        <FormSection
          key={section.id}
          id={`applicant-${index}-${section.id}`}
          title={t(`sections.${section.id}.title`)}
          description={t(`sections.${section.id}.description`)}
        >
          <div className={cn('grid gap-5 sm:grid-cols-2')}>
            <SectionFields index={index} section={section} />
          </div>
        </FormSection>
      ))}
    </div>
  );
}
