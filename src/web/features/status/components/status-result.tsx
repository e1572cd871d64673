import { useTranslation } from 'react-i18next';
import type { ChangeReason } from '@/domain/change-requests';
import type { TStatusCheckResult } from '@/domain/schemas/admin';
import { DeliveryNote } from '@/web/components/delivery-note';
import { customerStatusKey, isRejected } from '@/domain/status';
import { isTravellerRefused, type TravellerOutcome } from '@/domain/traveller-outcomes';
import { CheckIcon, ClockIcon, CloseIcon } from '@/web/components/ui/icons';
import { buttonClasses } from '@/web/components/ui/button-styles';
import { intlLocale } from '@/web/i18n/intl-locale';
import { isolateLtr } from '@/web/lib/bidi';
import { StatusBadge } from '@/web/components/ui/status-badge';
import { Receipts } from './receipts';
import { TravellerAddOns } from './traveller-add-ons';
import { ResultSection } from './result-section';
import { TrackingBar } from './tracking-bar';

const outcomeIcon: Record<TravellerOutcome, typeof CheckIcon> = {
  pending: ClockIcon,
  approved: CheckIcon,
  refused: CloseIcon,
};

/** What the status check found: the status in words, colour and icon, the bar, the facts. */
export function StatusResult({ result }: { result: TStatusCheckResult }) {
  const { t, i18n } = useTranslation('status', { useSuspense: true });
  const key = customerStatusKey(result.status);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long' });
  // Each traveller's own e-visa (docs/requirements/traveller-decisions.md); the application's
  // one link only where no traveller has their own.
  const ownLinks = result.travellers.some((tr) => tr.eVisaUrl);
  const anyRefused = result.travellers.some((tr) => isTravellerRefused(tr.outcome));
  const dateTime = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  // The day a traveller went to the Indian authorities, '4 Dec', read on the UK calendar as
  // the other dates of the service (docs/requirements/refunds.md).
  const submittedDay = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/London',
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

      {result.travellers.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-navy-950">{t('travellers.heading')}</h3>
          <ul className="mt-3 grid gap-3">
            {result.travellers.map((tr, i) => {
              const Icon = outcomeIcon[tr.outcome];
              return (
                <li
                  key={i}
                  className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-navy-950">{tr.firstName}</p>
                    <p className="flex items-center gap-1.5 text-sm text-slate-800">
                      <Icon className="size-4 shrink-0" aria-hidden />
                      <span>{t(`travellers.outcome.${tr.outcome}`)}</span>
                    </p>
                    {tr.changesAsked.length > 0 && <ChangesAsked changes={tr.changesAsked} />}
                    <TravellerAddOns addOns={tr.addOns} name={tr.firstName} />
                    {tr.eVisaDeletedAt && !tr.eVisaUrl && (
                      <p className="mt-1 text-sm text-slate-700">
                        {t('travellers.eVisaDeleted', {
                          date: submittedDay.format(new Date(tr.eVisaDeletedAt)),
                        })}
                      </p>
                    )}
                    {tr.submittedToGovernmentAt && (
                      <p className="mt-1 text-sm text-slate-700">
                        {t('travellers.submittedToGovernment', {
                          date: submittedDay.format(new Date(tr.submittedToGovernmentAt)),
                        })}
                      </p>
                    )}
                  </div>
                  {tr.eVisaUrl && (
                    <a
                      href={tr.eVisaUrl}
                      download
                      className={buttonClasses({ size: 'md', className: 'w-full sm:w-auto' })}
                    >
                      {t('travellers.download', { name: tr.firstName })}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
          {ownLinks && <p className="mt-2 text-sm text-slate-700">{t('result.downloadHint')}</p>}
        </>
      )}

      {result.eVisaUrl && !ownLinks && (
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
      {(isRejected(result.status) || anyRefused) && (
        <p className="mt-6 text-slate-800">{t('result.rejectedHint')}</p>
      )}
      <Receipts documents={result.accountingDocuments} />
    </ResultSection>
  );
}

/**
 * What staff asked of a traveller while the application waits on the customer, each with whether
 * it was sent (docs/requirements/change-requests.md); the emailed link is where to send it.
 */
function ChangesAsked({
  changes,
}: {
  changes: TStatusCheckResult['travellers'][number]['changesAsked'];
}) {
  const { t } = useTranslation('status', { useSuspense: true });
  return (
    <div className="mt-2">
      <p className="text-sm font-semibold text-navy-950">{t('travellers.changesAsked')}</p>
      <ul className="mt-1 grid gap-1">
        {changes.map((change, i) => {
          const Icon = change.done ? CheckIcon : ClockIcon;
          return (
            <li key={i} className="flex items-start gap-1.5 text-sm text-slate-800">
              <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="min-w-0 break-words">
                <span className="font-semibold">
                  {change.done ? t('travellers.changeSent') : t('travellers.changeToSend')}
                </span>{' '}
                {t(`fix.reasons.${change.reason as ChangeReason}`)}
                {change.otherText && ` ${change.otherText}`}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
