import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/web/components/page-meta';
import { Container } from '@/web/components/ui/container';
import { LinkButton } from '@/web/components/ui/link-button';
import { PageLoading } from '@/web/components/page-loading';
import { trackingQueryOptions } from './api/status-queries';
import { BothLanguages, type PickText } from './components/both-languages';
import { lookupErrorText } from './components/lookup-error';
import { TrackingResult } from './components/tracking-result';
import { TrackingSearch } from './components/tracking-search';
import { useBilingual } from './hooks/use-bilingual';

/**
 * /visa-form: the Turkish and English tracking page (specification section 2). It reveals the
 * status alone; dates and the e-visa need the email too (the status check).
 */
export function VisaFormPage() {
  const { t } = useTranslation('status', { useSuspense: true });
  const texts = useBilingual();
  const [number, setNumber] = useState<string | null>(null);
  const tracking = useQuery(trackingQueryOptions(number));

  const meta = (
    <PageMeta title={t('meta.visaForm.title')} description={t('meta.visaForm.description')} />
  );
  if (!texts) {
    return (
      <>
        {meta}
        <PageLoading />
      </>
    );
  }
  const loaded = texts;
  const both = (pick: PickText) => (
    <span className="block">
      <span lang="tr">{pick(loaded.tr)}</span>
      {' / '}
      <span lang="en">{pick(loaded.en)}</span>
    </span>
  );

  return (
    // Turkish and English read left to right, on an Arabic interface too.
    <div dir="ltr">
      {meta}
      <div className="border-b border-slate-200 bg-linear-to-b from-navy-50 to-white">
        <Container className="py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-navy-950 sm:text-4xl">
            <BothLanguages
              texts={texts}
              pick={(tt) => tt('tracking.title')}
              englishClassName="mt-1 block text-2xl font-semibold text-navy-700 sm:text-3xl"
            />
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-pretty text-slate-700">
            <BothLanguages texts={texts} pick={(tt) => tt('tracking.lead')} />
          </p>
        </Container>
      </div>
      <Container className="grid max-w-3xl gap-6 py-10 sm:py-14">
        <TrackingSearch
          texts={texts}
          searching={tracking.isFetching}
          lookupProblem={
            tracking.isError && !tracking.isFetching
              ? {
                  pick: (tt) =>
                    lookupErrorText(tracking.error, {
                      notFound: tt('tracking.notFound'),
                      rateLimited: tt('tracking.rateLimited'),
                      network: tt('tracking.network'),
                    }),
                  at: tracking.errorUpdatedAt,
                }
              : undefined
          }
          onSearch={(next) => (next === number ? void tracking.refetch() : setNumber(next))}
        />
        {/* Not a live region: the result's heading takes focus, which says it (once). */}
        {tracking.data && !tracking.isError && (
          <TrackingResult result={tracking.data} texts={texts} />
        )}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 text-slate-700">
          <p>{both((tt) => tt('tracking.fullCheck'))}</p>
          <div className="flex flex-wrap gap-3">
            <LinkButton to="/check-status" variant="secondary">
              {both((tt) => tt('form.title'))}
            </LinkButton>
            <LinkButton to="/apply" variant="primary">
              {both((tt) => tt('tracking.newApplication'))}
            </LinkButton>
          </div>
        </div>
      </Container>
    </div>
  );
}
