import { useTranslation } from 'react-i18next';
import type { TStatusCheckResult } from '@/domain/schemas/admin';
import { CheckIcon, ClockIcon } from '@/web/components/ui/icons';
import { intlLocale } from '@/web/i18n/intl-locale';

// A traveller's extras (docs/requirements/add-ons.md): each one in words and an icon, being
// arranged or sent on a date, with a short-lived link to download what was sent.

export function TravellerAddOns({
  addOns,
  name,
}: {
  addOns: TStatusCheckResult['travellers'][number]['addOns'];
  name: string;
}) {
  const { t, i18n } = useTranslation('status', { useSuspense: true });
  if (addOns.length === 0) return null;
  const day = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long' });
  return (
    <ul className="mt-2 grid gap-1.5" aria-label={t('addOns.heading', { name })}>
      {addOns.map((addOn) => {
        const label = t(`addOns.kinds.${addOn.kind}`);
        const Icon = addOn.deliveredAt ? CheckIcon : ClockIcon;
        return (
          <li key={addOn.kind} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="flex items-center gap-1.5 text-slate-800">
              <Icon className="size-4 shrink-0" aria-hidden />
              {addOn.deliveredAt
                ? t('addOns.sent', {
                    addOn: label,
                    date: day.format(new Date(addOn.deliveredAt)),
                  })
                : t('addOns.arranging', { addOn: label })}
            </span>
            {addOn.url && (
              <a
                href={addOn.url}
                download
                className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
              >
                {t('addOns.download', { addOn: label, name })}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
