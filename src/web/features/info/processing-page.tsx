import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { processingTimeFacts, processingTimes, type ProcessingTime } from '@/domain/visa';
import { trackingStageKeys } from '@/domain/status';
import { PageHeader } from '@/web/components/page-header';
import { ArrowForwardIcon, CheckIcon, ClockIcon } from '@/web/components/ui/icons';
import { LinkButton } from '@/web/components/ui/link-button';
import { cn } from '@/web/lib/cn';
import { perApplicantTotal, surcharge } from './fee-rows';
import { InfoSection } from './info-section';
import { site } from '@/web/lib/site';

const workflow = ['form', 'agreement', 'payment', 'documents', 'verification', 'decision'] as const;

export function ProcessingPage() {
  const { t: tp } = useTranslation('pages', { useSuspense: true });
  return (
    <>
      <PageHeader
        title={tp('meta.processing.title')}
        description={tp('meta.processing.description')}
      />
      <InfoSection id="workflow" title={tp('processing.workflow.title')}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {workflow.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-saffron-100 font-bold text-navy-950"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-navy-950">
                  {tp(`processing.workflow.steps.${step}.title`)}
                </h3>
                <p className="mt-1 text-slate-700">
                  {tp(`processing.workflow.steps.${step}.body`)}
                </p>
                <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-navy-700">
                  <ClockIcon className="size-4" />
                  <span className="sr-only">{tp('processing.workflow.duration')}: </span>
                  {tp(`processing.workflow.steps.${step}.duration`)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection
        id="processing-options"
        title={tp('processing.options.title')}
        lead={tp('processing.options.lead')}
        className="bg-slate-50"
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {processingTimes.map((time) => (
            <li key={time} className="flex">
              <ProcessingOption time={time} />
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection
        id="status-timeline"
        title={tp('processing.timeline.title')}
        lead={tp('processing.timeline.lead')}
      >
        <StatusTimeline />
      </InfoSection>
    </>
  );
}

function ProcessingOption({ time }: { time: ProcessingTime }) {
  const { t } = useTranslation('pages', { useSuspense: true });
  const surchargeCents = site().prices.processingFeeCents[time];
  const { minDays, maxDays } = processingTimeFacts[time];
  const name = t(`processing.options.names.${time}`);
  return (
    <article
      aria-labelledby={`option-${time}`}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id={`option-${time}`} className="text-xl font-bold text-navy-950">
        {name}
      </h3>
      <p className="mt-1 flex items-center gap-2 font-medium text-navy-700">
        <ClockIcon className="size-4" />
        {t(`processing.options.times.${time}`, { min: minDays, max: maxDays })}
      </p>
      <p className="mt-4 text-2xl font-bold text-navy-950">
        {surchargeCents === 0
          ? t('processing.options.noSurcharge')
          : t('processing.options.surcharge', { price: surcharge(surchargeCents) })}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t('processing.options.total', { price: perApplicantTotal(time) })}
      </p>
      <p className="mt-4 flex-1 text-slate-700">{t(`processing.options.descriptions.${time}`)}</p>
      <LinkButton
        to={`/apply/trip?processingTime=${time}`}
        variant={time === 'normal' ? 'primary' : 'secondary'}
        className="mt-6 self-start"
      >
        {t('processing.options.choose')}
        <span className="sr-only"> – {name}</span>
        <ArrowForwardIcon directional />
      </LinkButton>
    </article>
  );
}

function StatusTimeline() {
  const { t } = useTranslation('pages', { useSuspense: true });
  return (
    <>
      <ol className="relative grid gap-6 md:grid-cols-4">
        {trackingStageKeys.map((stage, index) => (
          <li key={stage} className="relative flex gap-4 md:flex-col">
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-full border-2 font-bold',
                index === trackingStageKeys.length - 1
                  ? 'border-emerald-700 bg-emerald-50 text-emerald-800'
                  : 'border-navy-700 bg-white text-navy-800',
              )}
            >
              {index === trackingStageKeys.length - 1 ? <CheckIcon /> : index + 1}
            </span>
            {index < trackingStageKeys.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute start-5 top-10 -bottom-6 w-0.5 bg-navy-200 md:start-10 md:-end-6 md:top-5 md:bottom-auto md:h-0.5 md:w-auto"
              />
            )}
            <div>
              <h3 className="font-semibold text-navy-950">
                {t(`processing.timeline.stages.${stage}.title`)}
              </h3>
              <p className="mt-1 text-slate-700">{t(`processing.timeline.stages.${stage}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link
        to="/check-status"
        className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
      >
        {t('processing.timeline.trackLink')}
        <ArrowForwardIcon directional className="size-4" />
      </Link>
    </>
  );
}
