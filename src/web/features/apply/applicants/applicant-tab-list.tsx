import * as Tabs from '@radix-ui/react-tabs';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProcessingTime } from '@/domain/visa';
import { AlertIcon, CheckIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';
import type { ApplicantsFormValues } from './applicant-values';
import { useApplicantsSchema } from './use-applicants-form';

/** One tab per applicant, each marked complete (passes every rule) or needing attention. */
export function ApplicantTabList({
  count,
  processingTime,
}: {
  count: number;
  processingTime: ProcessingTime;
}) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const schema = useApplicantsSchema(processingTime);
  const applicants = useWatch<ApplicantsFormValues, 'applicants'>({ name: 'applicants' });
  const { errors } = useFormState<ApplicantsFormValues>({ name: 'applicants' });

  return (
    <Tabs.List
      aria-label={t('applicants.tabsLabel')}
      className="-mx-1 mb-6 flex gap-2 overflow-x-auto px-1 pb-2"
    >
      {Array.from({ length: count }, (_, index) => {
        const values = applicants?.[index];
        const complete = values !== undefined && schema.safeParse(values).success;
        const flagged = !complete && Boolean(errors.applicants?.[index]);
        const name = [values?.firstName, values?.lastName].filter(Boolean).join(' ');
        return (
          <Tabs.Trigger
            key={index}
            value={String(index)}
            className={cn(
              'flex min-h-11 shrink-0 items-center gap-2 rounded-lg border px-3 py-1.5 text-start text-sm',
              'data-[state=active]:border-navy-800 data-[state=active]:bg-navy-800 data-[state=active]:text-white',
              'data-[state=inactive]:border-slate-300 data-[state=inactive]:bg-white data-[state=inactive]:text-navy-900',
            )}
          >
            <span className="grid">
              <span className="font-semibold">{t('applicants.tab', { number: index + 1 })}</span>
              {name && <span className="max-w-36 truncate text-xs opacity-90">{name}</span>}
            </span>
            {complete && (
              <span className="inline-flex size-5 items-center justify-center rounded-full bg-emerald-600 text-white">
                <CheckIcon className="size-3.5" />
                <span className="sr-only">{t('applicants.complete')}</span>
              </span>
            )}
            {flagged && (
              <span className="inline-flex size-5 items-center justify-center rounded-full bg-red-700 text-white">
                <AlertIcon className="size-3.5" />
                <span className="sr-only">{t('applicants.needsAttention')}</span>
              </span>
            )}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}
