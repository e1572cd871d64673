import { useTranslation } from 'react-i18next';

/** Shown while a page's code downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex justify-center py-24">
      <span className="size-8 animate-spin rounded-full border-4 border-navy-100 border-t-navy-700" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
