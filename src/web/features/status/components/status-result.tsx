import { useTranslation } from 'react-i18next';
import type { TStatusCheckResult } from '@/domain/schemas/admin';
import { DeliveryNote } from '@/web/components/delivery-note';
import { customerStatusKey, isRejected } from '@/domain/status';
import { buttonClasses } from '@/web/components/ui/button-styles';
import { intlLocale } from '@/web/i18n/intl-locale';
import { isolateLtr } from '@/web/lib/bidi';
import { StatusBadge } from '@/web/components/ui/status-badge';
import { ResultSection } from './result-section';
import { TrackingBar } from './tracking-bar';

/** What the status check found: the status in words, colour and icon, the bar, the facts. */
export function StatusResult({ result }: { result: TStatusCheckResult }) {
  const { t, i18n } = useTranslation('status', { useSuspense: true });
  const key = customerStatusKey(result.status);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long' });
  const dateTime = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'long',
    timeStyle: 'short',
  });

  return (
    <ResultSection
      titleId="status-result-title"
      title={t('result.title', { number: isolateLtr(result.applicationNumber) })}
      titleClassName="sm:text-2xl"
      answer={result}
    >
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="sr-only">{t('result.status')}:</span>
        <StatusBadge status={result.status} label={t(`statuses.${key}`)} />
      </div>
      <p className="mt-3 text-slate-800">{t(`statusMeaning.${key}`)}</p>

      <h3 className="mt-6 font-semibold text-navy-950">{t('result.progress')}</h3>
      <div className="mt-3">
        <TrackingBar
          status={result.status}
          labels={{
            name: t('result.progress'),
            stage: (stage) => t(`stages.${stage}` as 'stages.received'),
            done: t('stages.done'),
            pending: t('stages.current'),
          }}
        />
      </div>

      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {(
          [
            ['visaType', t(`visaTypes.${result.visaType}`)],
            ['processingTime', t(`processingTimes.${result.processingTime}`)],
            ['submitted', date.format(new Date(result.createdAt))],
            ['updated', dateTime.format(new Date(result.updatedAt))],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-600">{t(`result.${label}`)}</dt>
            <dd className="text-navy-950">{value}</dd>
          </div>
        ))}
      </dl>
      <DeliveryNote delivery={result.delivery} className="mt-4" />

      {result.eVisaUrl && (
        <div className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <a
            href={result.eVisaUrl}
            download
            className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}
          >
            {t('result.download')}
          </a>
          <p className="mt-2 text-sm text-slate-700">{t('result.downloadHint')}</p>
        </div>
      )}
      {isRejected(result.status) && (
        <p className="mt-6 text-slate-800">{t('result.rejectedHint')}</p>
      )}
    </ResultSection>
  );
}
