import { useTranslation } from 'react-i18next';
import { maxApplicants, minApplicants } from '@/domain/visa';
import { Button } from '@/web/components/ui/button';
import { FieldGroup } from '@/web/components/ui/form-field';

export interface ApplicantStepperProps {
  value: number;
  onChange: (value: number) => void;
}

const clamp = (n: number) => Math.min(maxApplicants, Math.max(minApplicants, n));

/** 1 to 10 applicants; each gets their own details, passport and photo (the product decisions). */
export function ApplicantStepper({ value, onChange }: ApplicantStepperProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const count = clamp(value);
  return (
    <FieldGroup
      id="numberOfApplicants"
      legend={t('trip.applicants.label')}
      hint={t('trip.applicants.hint', { max: maxApplicants })}
    >
      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('trip.applicants.fewer')}
          disabled={count <= minApplicants}
          onClick={() => onChange(clamp(count - 1))}
          className="text-xl"
        >
          <span aria-hidden="true">−</span>
        </Button>
        <output
          aria-live="polite"
          className="min-w-24 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-center font-semibold text-navy-950"
        >
          {t('trip.applicants.count', { count })}
        </output>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('trip.applicants.more')}
          disabled={count >= maxApplicants}
          onClick={() => onChange(clamp(count + 1))}
          className="text-xl"
        >
          <span aria-hidden="true">+</span>
        </Button>
      </div>
    </FieldGroup>
  );
}
