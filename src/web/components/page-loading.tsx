import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code downloads. It holds a screen's height, so the footer stays below the
 * fold until the page arrives instead of being pushed down by it (a layout shift of the whole
 * screen on a slow phone: CLS 1.17 on /apply before).
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh justify-center py-24">
      <span className="size-8 animate-spin rounded-full border-4 border-navy-100 border-t-navy-700" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
