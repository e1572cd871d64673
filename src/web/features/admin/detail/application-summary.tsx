import { useTranslation } from 'react-i18next';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { getLanguage, isLanguageCode } from '@/domain/i18n';
import { useLanguage } from '@/web/i18n';
import { Ltr } from '@/web/lib/bidi';
import { touristValidityName } from '@/web/lib/tourist-validity';
import { StatusBadge } from '../dashboard/status-badge';
import { formatDateTime, formatMoney, portName } from '../lib/format';
import { DetailList, Panel } from './detail-list';

/** Step 1's trip and contact fields, the money, and the application's own dates. */
export function ApplicationSummary({ application: a }: { application: TAdminApplicationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { t: tApply } = useTranslation('apply', { useSuspense: true });
  const { language } = useLanguage();
  const yesNo = (value: boolean) => (value ? t('detail.yes') : t('detail.no'));
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : t('detail.empty'));
  const transport =
    a.transportation === 'airports' || a.transportation === 'seaports'
      ? tApply(`trip.transportation.options.${a.transportation}`)
      : a.transportation;
  const phone = `${a.countryCode ? `${a.countryCode} ` : ''}${a.phone}`;
  const items: [string, React.ReactNode][] = [
    [t('detail.summary.status'), <StatusBadge key="s" status={a.status} />],
    [t('detail.summary.visaType'), t(`visaType.${a.visaType}`)],
    ...(a.touristValidity
      ? [
          [
            t('detail.summary.touristValidity'),
            <span key="v" data-l10n="intl">
              {touristValidityName(a.touristValidity, language)}
            </span>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [t('detail.summary.processingTime'), t(`processing.${a.processingTime}`)],
    [
      t('detail.summary.expectedBy'),
      a.delivery
        ? t(
            a.delivery.clockStarted ? 'detail.summary.expected' : 'detail.summary.expectedIfToday',
            {
              date: a.delivery.expectedBy,
            },
          )
        : t('detail.empty'),
    ],
    [t('detail.summary.transportation'), transport],
    [t('detail.summary.portOfArrival'), portName(a.portOfArrival)],
    [
      t('detail.summary.email'),
      <Ltr key="e" className="break-all">
        {a.email}
      </Ltr>,
    ],
    [t('detail.summary.phone'), <Ltr key="p">{phone}</Ltr>],
    [
      t('detail.summary.language'),
      isLanguageCode(a.language) ? getLanguage(a.language).name : a.language,
    ],
    [t('detail.summary.numberOfApplicants'), a.numberOfApplicants],
    [t('detail.summary.travelInsurance'), yesNo(a.travelInsurance)],
    [t('detail.summary.travelEsim'), yesNo(a.travelEsim)],
    [t('detail.summary.totalAmount'), formatMoney(a.totalAmount, language, a.currency)],
    [t('detail.summary.createdAt'), when(a.createdAt)],
    [t('detail.summary.updatedAt'), when(a.updatedAt)],
    [t('detail.summary.submittedAt'), when(a.submittedAt)],
    [t('detail.summary.paidAt'), when(a.paidAt)],
    [t('detail.summary.decidedAt'), when(a.decidedAt)],
  ];
  if (a.rejectionReason) items.push([t('detail.summary.rejectionReason'), a.rejectionReason]);
  return (
    <Panel id="admin-summary" title={t('detail.summary.heading')}>
      <DetailList items={items} />
    </Panel>
  );
}
