import { useTranslation } from 'react-i18next';
import { displayApplicationNumber } from '@/domain/application-number';
import type { TApplicationView } from '@/domain/schemas';
import { processingTimeFacts, type ProcessingTime } from '@/domain/visa';
import { useDeliveryText } from '@/web/components/delivery-note';
import { Button } from '@/web/components/ui/button';
import { LinkButton } from '@/web/components/ui/link-button';
import { CheckIcon, ClockIcon, MailIcon, PlusIcon, ShieldIcon } from '@/web/components/ui/icons';
import { useStartNewApplication } from '../applications/use-start-new-application';
import { StepHeader } from '../components/step-layout';
import { isolateLtr, Ltr } from '@/web/lib/bidi';

/** The expected decision time, from the domain's processing facts. */
function useProcessingText(processingTime: ProcessingTime | undefined) {
  const { t } = useTranslation('apply', { useSuspense: true });
  if (!processingTime) return undefined;
  const { minDays, maxDays, sameDay } = processingTimeFacts[processingTime];
  return sameDay
    ? t('done.processing.sameDay')
    : t('done.processing.businessDays', { min: minDays, max: maxDays });
}

/** Step 6: the application is complete, and what happens next. */
export function DoneStep({ view }: { view: TApplicationView | undefined }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const processing = useProcessingText(view?.processingTime);
  const delivery = useDeliveryText(view?.delivery);
  const startNew = useStartNewApplication();
  const next = [
    { icon: ShieldIcon, text: t('done.next.review') },
    { icon: ClockIcon, text: delivery ? `${processing ?? ''} ${delivery}`.trim() : processing },
    { icon: MailIcon, text: t('done.next.email', { email: isolateLtr(view?.email ?? '') }) },
  ].filter((item): item is { icon: typeof ShieldIcon; text: string } => Boolean(item.text));
  return (
    <>
      <StepHeader title={t('done.title')} intro={t('done.intro')} />
      <div className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
          <CheckIcon />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-slate-700">{t('done.reference')}</p>
          <Ltr as="p" className="font-mono text-xl font-bold break-all text-navy-950">
            {displayApplicationNumber(view?.applicationNumber)}
          </Ltr>
        </div>
      </div>
      <p className="mt-4 text-slate-700">{t('done.keep')}</p>
      <h3 className="mt-8 text-lg font-bold text-navy-950">{t('done.next.title')}</h3>
      <ul className="mt-3 grid gap-3">
        {next.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 rounded-xl border border-slate-200 p-4">
            <Icon className="mt-0.5 text-navy-700" />
            <span className="min-w-0 text-slate-800">{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <LinkButton to="/check-status" variant="secondary" size="lg">
          {t('done.track')}
        </LinkButton>
        <Button variant="secondary" size="lg" onClick={startNew}>
          <PlusIcon />
          {t('done.startNew')}
        </Button>
      </div>
    </>
  );
}
