import { useTranslation } from 'react-i18next';
import type { TApplicationView } from '@/domain/schemas';
import { CheckIcon } from '@/web/components/ui/icons';
import { intlLocale } from '@/web/i18n/intl-locale';

/** An agreement already signed: who signed and when; it cannot be signed twice. */
export function SignedAgreement({ view }: { view: TApplicationView }) {
  const { t, i18n } = useTranslation('apply', { useSuspense: true });
  const signedAt = view.agreement.signedAt
    ? new Intl.DateTimeFormat(intlLocale(i18n.language), {
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(new Date(view.agreement.signedAt))
    : '';
  return (
    <div className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-navy-950">
      <CheckIcon className="mt-0.5 text-emerald-700" />
      <div>
        <p className="font-semibold">{t('agreement.signed.title')}</p>
        <p className="mt-1 text-sm">
          {t('agreement.signed.body', { name: view.agreement.signerName ?? '', date: signedAt })}
        </p>
      </div>
    </div>
  );
}
