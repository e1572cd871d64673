import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon, InfoIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';
import { useLegalValues } from './legal-document';

const cards = [
  { key: 'service', Icon: AlertIcon, tone: 'border-red-200 bg-red-50 text-red-800' },
  { key: 'government', Icon: CheckIcon, tone: 'border-emerald-200 bg-emerald-50 text-emerald-800' },
  { key: 'optional', Icon: InfoIcon, tone: 'border-navy-200 bg-navy-50 text-navy-800' },
] as const;

/** The refund policy in three sentences, above the detail (the specification's three summary cards). */
export function RefundSummary() {
  const { t } = useTranslation('legal', { useSuspense: true });
  const values = useLegalValues();
  return (
    <section aria-labelledby="refund-summary" className="pb-10">
      <h2 id="refund-summary" className="text-2xl font-bold text-navy-950 sm:text-[1.7rem]">
        {t('refund.summary.title')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {cards.map(({ key, Icon, tone }) => (
          <li
            key={key}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-10 items-center justify-center rounded-full border',
                tone,
              )}
            >
              <Icon />
            </span>
            <h3 className="mt-3 font-semibold text-navy-950">{t(`refund.summary.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`refund.summary.${key}.body`, values)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
