import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/web/components/ui/icons';
import { Container } from '@/web/components/ui/container';
import { alertBannerEnabled } from './alert-config';

/** The optional notice about longer processing, switched on at build time (see README.md). */
export function AlertBanner() {
  if (!alertBannerEnabled(import.meta.env.VITE_ALERT_BANNER)) return null;
  return <AlertBannerContent />;
}

function AlertBannerContent() {
  const { t } = useTranslation('pages', { useSuspense: true });
  return (
    <aside aria-label={t('home.alert.label')} className="border-b border-saffron-200 bg-saffron-50">
      <Container className="flex gap-3 py-4 text-navy-950">
        <AlertIcon className="mt-0.5 text-saffron-800" />
        <div>
          <p className="font-semibold">{t('home.alert.title')}</p>
          <p className="mt-1 text-slate-800">{t('home.alert.body')}</p>
        </div>
      </Container>
    </aside>
  );
}
