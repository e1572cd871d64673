import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/web/components/page-meta';
import { Container } from '@/web/components/ui/container';
import { ArrowForwardIcon, ClockIcon, LockIcon, MailIcon } from '@/web/components/ui/icons';
import { LinkButton } from '@/web/components/ui/link-button';
import { lazyWithNamespace } from '@/web/lib/lazy-with-namespace';
import { AlertBanner } from './alert-banner';

// Below the fold (how it works, features, requirements, guarantees, the notice about us): its
// code downloads with its words, after the first page. In the prerendered
// page its HTML is there from the start and React hydrates it when the code arrives, so
// nothing moves (docs/decisions/0022-first-page-javascript.md).
const HomeSections = lazyWithNamespace(() => import('./home-sections'), 'HomeSections', 'pages');
// The clock too: in the prerendered page its card is there (blank until the browser's time is
// known) and starts ticking when its code arrives.
const IndiaClock = lazyWithNamespace(() => import('./india-clock'), 'IndiaClock', 'pages');

/** Holds the clock's place while its code and words load, so nothing below it jumps. */
function IndiaClockPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-64 rounded-2xl border border-slate-200 bg-white shadow-lg shadow-navy-900/5"
    />
  );
}

const trustPoints = [
  { icon: LockIcon, key: 'home.trust.payment' },
  { icon: MailIcon, key: 'home.trust.support' },
  { icon: ClockIcon, key: 'home.trust.time' },
] as const;

// The hero uses the shell's own words, which ship with the page, so it paints at once; the
// sections below read the 'pages' namespace and appear as soon as it has loaded.
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('common.siteName')} description={t('pages.home.description')} />
      <Suspense fallback={null}>
        <AlertBanner />
      </Suspense>
      <section className="border-b border-slate-200 bg-linear-to-b from-navy-50 to-white">
        <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.25fr_1fr] lg:py-20">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold text-navy-700">
              <span aria-hidden="true" className="h-4 w-1 shrink-0 rounded-full bg-saffron-500" />
              {t('home.hero.eyebrow')}
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-navy-950 sm:text-5xl">
              {t('pages.home.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-slate-700">
              {t('home.hero.lead')}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <LinkButton to="/apply" size="lg">
                {t('home.hero.primary')}
                <ArrowForwardIcon directional />
              </LinkButton>
              <LinkButton to="/check-status" size="lg" variant="secondary">
                {t('home.hero.secondary')}
              </LinkButton>
            </div>
            <ul className="mt-8 flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {trustPoints.map(({ icon: Icon, key }) => (
                <li key={key} className="flex items-center gap-2">
                  <Icon className="text-navy-700" />
                  {t(key)}
                </li>
              ))}
            </ul>
          </div>
          <Suspense fallback={<IndiaClockPlaceholder />}>
            <IndiaClock />
          </Suspense>
        </Container>
      </section>

      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
