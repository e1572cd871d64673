import { useTranslation } from 'react-i18next';
import type { TApplicationView } from '@/domain/schemas';
import { LinkButton } from '@/web/components/ui/link-button';
import { CheckIcon } from '@/web/components/ui/icons';
import { StepHeader } from '../components/step-layout';

/** SPEC's success screen: the application ID prefixed 'VISA-', or 'N/A' if there is none. */
export function visaReference(applicationNumber: string | undefined): string {
  return applicationNumber ? `VISA-${applicationNumber}` : 'N/A';
}

/** Step 6: the application is complete. */
export function DoneStep({ view }: { view: TApplicationView | undefined }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  return (
    <>
      <StepHeader title={t('done.title')} intro={t('done.intro')} />
      <div className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
          <CheckIcon />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-slate-700">{t('done.reference')}</p>
          <p className="font-mono text-xl font-bold break-all text-navy-950" dir="ltr">
            {visaReference(view?.applicationNumber)}
          </p>
        </div>
      </div>
      <p className="mt-4 text-slate-700">{t('done.keep')}</p>
      <LinkButton to="/check-status" variant="secondary" size="lg" className="mt-6">
        {t('done.track')}
      </LinkButton>
    </>
  );
}
