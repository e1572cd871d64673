import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/domain/money';
import type { TStatusCheckResult } from '@/domain/schemas/admin';
import { intlLocale } from '@/web/i18n/intl-locale';
import { isolateLtr, Ltr } from '@/web/lib/bidi';

// The application's receipts (or invoices) and credit notes, each a short-lived signed link to
// its PDF (docs/requirements/receipts.md). A credit note's amount is shown as money returned.

export function Receipts({ documents }: { documents: TStatusCheckResult['accountingDocuments'] }) {
  const { t, i18n } = useTranslation('status', { useSuspense: true });
  if (documents.length === 0) return null;
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long' });
  return (
    <section aria-labelledby="status-receipts-title" className="mt-6">
      <h3 id="status-receipts-title" className="font-semibold text-navy-950">
        {t('receipts.heading')}
      </h3>
      <ul className="mt-2 grid gap-2">
        {documents.map((d) => (
          <li
            key={d.number}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-slate-200 p-3"
          >
            <div className="min-w-0">
              <p className="font-semibold text-navy-950">
                {t(`receipts.kinds.${d.kind}`)} <Ltr>{d.number}</Ltr>
              </p>
              <p className="text-sm text-slate-700">
                {date.format(new Date(d.issuedAt))} ·{' '}
                <Ltr className="tabular-nums">
                  {formatMoney(
                    d.kind === 'credit_note' ? -d.total : d.total,
                    d.currency,
                    i18n.language,
                  )}
                </Ltr>
                {d.credits && (
                  <>
                    {' '}
                    · {t('receipts.credits')} <Ltr>{d.credits}</Ltr>
                  </>
                )}
              </p>
            </div>
            <a
              href={d.url}
              download
              className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
            >
              {t('receipts.downloadNamed', { number: isolateLtr(d.number) })}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">{t('receipts.hint')}</p>
    </section>
  );
}
