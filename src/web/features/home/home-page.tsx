import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/web/components/page-meta';
import { Container } from '@/web/components/ui/container';
import {
  ArrowForwardIcon,
  ClockIcon,
  InfoIcon,
  LockIcon,
  MailIcon,
} from '@/web/components/ui/icons';
import { LinkButton } from '@/web/components/ui/link-button';
import { AlertBanner } from './alert-banner';
import { HomeSections } from './home-sections';
import { IndiaClock, IndiaClockPlaceholder } from './india-clock';

const trustPoints = [
  { icon: LockIcon, key: 'home.trust.payment' },
  { icon: MailIcon, key: 'home.trust.support' },
  { icon: ClockIcon, key: 'home.trust.time' },
] as const;

const steps = ['form', 'pay', 'upload'] as const;

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

      <section aria-labelledby="how-it-works" className="py-14 sm:py-20">
        <Container>
          <h2 id="how-it-works" className="text-2xl font-bold text-navy-950 sm:text-3xl">
            {t('home.steps.title')}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step} className="rounded-2xl border border-slate-200 p-6">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-saffron-100 font-bold text-navy-950"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-navy-950">
                  {t(`home.steps.${step}.title`)}
                </h3>
                <p className="mt-2 text-slate-700">{t(`home.steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>

      <section aria-label={t('home.notice.label')} className="py-14 sm:py-20">
        <Container>
          <div className="flex gap-3 rounded-2xl bg-navy-50 p-5 text-navy-900">
            <InfoIcon className="mt-0.5 text-navy-700" />
            <p>{t('home.notice.body')}</p>
          </div>
        </Container>
      </section>
    </>
  );
}
