import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAccountingDocumentView } from '@/domain/accounting';
import { Button } from '@/web/components/ui/button';
import { useLanguage } from '@/web/i18n';
import { Ltr } from '@/web/lib/bidi';
import { staffApi } from '../api/staff-api';
import { formatDateTime, formatMoney } from '../lib/format';
import { saveBlob } from '../lib/save-blob';
import { useActionFailed } from '../lib/staff-errors';

// The application's receipts, invoices and credit notes (docs/requirements/receipts.md), each
// downloadable as the PDF the traveller has; every role may (support sends them on).

const fileName = (d: TAccountingDocumentView) => `${d.kind.replace('_', '-')}-${d.number}.pdf`;

export function AccountingDocuments({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const actionFailed = useActionFailed(t);
  const documents = useQuery({
    queryKey: ['admin', 'accounting-documents', applicationId],
    queryFn: ({ signal }) => staffApi.accountingDocuments(applicationId, signal),
  });
  const download = useMutation({
    mutationFn: async (document: TAccountingDocumentView) =>
      saveBlob(await staffApi.accountingPdf(applicationId, document.id), fileName(document)),
    onError: (error) => actionFailed(t('toast.downloadFailed'), error),
  });
  if (!documents.data) return null;
  return (
    <section aria-labelledby="admin-accounting-heading" className="mt-4">
      <h3 id="admin-accounting-heading" className="font-semibold text-navy-950">
        {t('detail.payments.documents.heading')}
      </h3>
      {documents.data.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t('detail.payments.documents.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {documents.data.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div>
                <p className="font-semibold text-navy-950">
                  {t(`detail.payments.documents.kinds.${d.kind}`)} <Ltr>{d.number}</Ltr>
                </p>
                <p className="text-sm text-slate-600">
                  {formatDateTime(d.issuedAt, language)} ·{' '}
                  <span className="tabular-nums">
                    {formatMoney(
                      d.kind === 'credit_note' ? -d.total : d.total,
                      language,
                      d.currency,
                    )}
                  </span>
                  {d.credits && (
                    <>
                      {' '}
                      · {t('detail.payments.documents.credits')} <Ltr>{d.credits}</Ltr>
                    </>
                  )}
                </p>
              </div>
              <Button
                variant="secondary"
                inactive={download.isPending}
                onClick={() => download.mutate(d)}
                aria-label={t('detail.payments.documents.downloadNamed', { number: d.number })}
              >
                {t('detail.payments.documents.download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
