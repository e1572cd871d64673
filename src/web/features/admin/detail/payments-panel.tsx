import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { Button } from '@/web/components/ui/button';
import { useLanguage } from '@/web/i18n';
import { Ltr } from '@/web/lib/bidi';
import { staffApi } from '../api/staff-api';
import { formatDateTime, formatMoney } from '../lib/format';
import { openBlobTab } from '../lib/save-blob';
import { useActionFailed } from '../lib/staff-errors';
import { AccountingDocuments } from './accounting-documents';
import { Panel } from './detail-list';

/** The signed agreement (opened as a PDF) and the payments with their refunds. */
export function PaymentsPanel({ application: a }: { application: TAdminApplicationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const actionFailed = useActionFailed(t);
  const { language } = useLanguage();
  const agreementName = `agreement-${a.applicationNumber}.pdf`;
  const openAgreement = useMutation({
    mutationFn: async (tab: ReturnType<typeof openBlobTab>) => {
      try {
        tab.show(await staffApi.agreementPdf(a.id));
      } catch (error) {
        tab.close();
        throw error;
      }
    },
    onError: (error) => actionFailed(t('toast.downloadFailed'), error),
  });

  return (
    <>
      <Panel id="admin-agreement" title={t('detail.agreement.heading')}>
        {a.agreement ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="text-navy-950">
                {t('detail.agreement.signed', {
                  name: a.agreement.signerName,
                  date: formatDateTime(a.agreement.signedAt, language),
                })}
              </p>
              {a.agreement.ip && (
                <p className="text-sm text-slate-600">
                  {t('detail.agreement.ipLabel')}: <Ltr>{a.agreement.ip}</Ltr>
                </p>
              )}
            </div>
            <Button
              variant="secondary"
              inactive={openAgreement.isPending}
              onClick={() => openAgreement.mutate(openBlobTab(agreementName))}
            >
              {t('detail.agreement.open')}
            </Button>
          </div>
        ) : (
          <p className="text-slate-700">{t('detail.agreement.none')}</p>
        )}
      </Panel>
      <Panel id="admin-payments" title={t('detail.payments.heading')}>
        {a.payments.length === 0 ? (
          <p className="text-slate-700">{t('detail.payments.none')}</p>
        ) : (
          <ul className="grid gap-2">
            {a.payments.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-3">
                <p className="text-sm text-slate-600">
                  {formatDateTime(p.createdAt, language)} · {p.provider} ·{' '}
                  {t(`detail.payments.statuses.${p.status}`)}
                </p>
                <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
                  <div className="flex gap-2">
                    <dt className="text-slate-700">{t('detail.payments.amount')}</dt>
                    <dd className="font-semibold text-navy-950 tabular-nums">
                      {formatMoney(p.amount, language, p.currency)}
                    </dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-slate-700">{t('detail.payments.refunded')}</dt>
                    <dd className="font-semibold text-navy-950 tabular-nums">
                      {formatMoney(p.refundedAmount, language, p.currency)}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
        <AccountingDocuments applicationId={a.id} />
      </Panel>
    </>
  );
}
