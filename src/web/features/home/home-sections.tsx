import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '@/web/components/ui/container';
import {
  AlertIcon,
  ArrowForwardIcon,
  CheckIcon,
  ClockIcon,
  GlobeIcon,
  InfoIcon,
  LockIcon,
  MailIcon,
  ShieldIcon,
} from '@/web/components/ui/icons';

type Icon = typeof CheckIcon;

const features: ReadonlyArray<{
  key: 'guided' | 'group' | 'resume' | 'languages' | 'tracking' | 'support';
  icon: Icon;
}> = [
  { key: 'guided', icon: CheckIcon },
  { key: 'group', icon: ShieldIcon },
  { key: 'resume', icon: ClockIcon },
  { key: 'languages', icon: GlobeIcon },
  { key: 'tracking', icon: ArrowForwardIcon },
  { key: 'support', icon: MailIcon },
];

const steps = ['form', 'pay', 'upload'] as const;

const requirements = ['passport', 'photo', 'scans', 'nationality', 'timing'] as const;

const guarantees: ReadonlyArray<{ key: 'price' | 'review' | 'payment' | 'refund'; icon: Icon }> = [
  { key: 'price', icon: CheckIcon },
  { key: 'review', icon: ShieldIcon },
  { key: 'payment', icon: LockIcon },
  { key: 'refund', icon: ArrowForwardIcon },
];

const linkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950';

/** The home page below the hero: how it works, features, requirements, guarantees, who we are. */
export function HomeSections() {
  const { t } = useTranslation('pages', { useSuspense: true });
  return (
    <>
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

      <section aria-labelledby="home-features" className="bg-slate-50 py-14 sm:py-20">
        <Container>
          <h2 id="home-features" className="text-2xl font-bold text-navy-950 sm:text-3xl">
            {t('home.features.title')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ key, icon: FeatureIcon }) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6">
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-navy-50 text-navy-800">
                  <FeatureIcon directional={key === 'tracking' ? true : undefined} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-navy-950">
                  {t(`home.features.items.${key}.title`)}
                </h3>
                <p className="mt-2 text-slate-700">{t(`home.features.items.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="home-requirements" className="py-14 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="home-requirements" className="text-2xl font-bold text-navy-950 sm:text-3xl">
              {t('home.requirements.title')}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{t('home.requirements.lead')}</p>
            <Link to="/requirements" className={`${linkClass} mt-4`}>
              {t('home.requirements.link')}
              <ArrowForwardIcon directional className="size-4" />
            </Link>
          </div>
          <ul className="grid gap-3">
            {requirements.map((item) => (
              <li
                key={item}
                className="flex gap-3 rounded-xl border border-slate-200 p-4 text-slate-800"
              >
                {item === 'scans' ? (
                  <AlertIcon className="mt-0.5 text-saffron-800" />
                ) : (
                  <CheckIcon className="mt-0.5 text-navy-700" />
                )}
                {t(`home.requirements.items.${item}`)}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="home-guarantees" className="bg-navy-950 py-14 text-white sm:py-20">
        <Container>
          <h2 id="home-guarantees" className="text-2xl font-bold sm:text-3xl">
            {t('home.guarantees.title')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {guarantees.map(({ key, icon: GuaranteeIcon }) => (
              <li key={key} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
                <GuaranteeIcon
                  directional={key === 'refund' ? true : undefined}
                  className="size-6 text-saffron-400"
                />
                <h3 className="mt-4 text-lg font-semibold">
                  {t(`home.guarantees.items.${key}.title`)}
                </h3>
                <p className="mt-2 text-slate-300">{t(`home.guarantees.items.${key}.body`)}</p>
              </li>
            ))}
          </ul>
          <Link
            to="/refund-policy"
            className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-saffron-200 focus-visible:outline-white"
          >
            {t('home.guarantees.refundLink')}
            <ArrowForwardIcon directional className="size-4" />
          </Link>
        </Container>
      </section>

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
