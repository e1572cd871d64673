import { useTranslation } from 'react-i18next';
import type { TApplicationView } from '@/domain/schemas';
import { awaitsPayment } from '@/domain/status';

/**
 * On steps 1 and 2 of a signed, unpaid application: corrections are welcome, and changing what
 * the agreement states means signing again (docs/decisions/0016-corrections-after-signing.md).
 */
export function SignedNotice({ view }: { view: TApplicationView | undefined }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  if (!view || !awaitsPayment(view.status)) return null;
  return (
    <section
      aria-labelledby="signed-notice-title"
      className="mb-8 rounded-xl border border-sky-200 bg-sky-50 p-4 text-navy-950"
    >
      <h2 id="signed-notice-title" className="font-semibold">
        {t('correction.title')}
      </h2>
      <p className="mt-1 text-sm">{t('correction.body')}</p>
    </section>
  );
}
