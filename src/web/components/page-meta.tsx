import { useTranslation } from 'react-i18next';

export interface PageMetaProps {
  /** The page's own title, already translated; the site name is appended. */
  title: string;
  /** One or two translated sentences for search results and link previews. */
  description: string;
}

/** Sets the document <title> and meta description; React 19 hoists both into <head>. */
export function PageMeta({ title, description }: PageMetaProps) {
  const { t } = useTranslation();
  const siteName = t('common.siteName');
  const fullTitle =
    title === siteName ? title : t('common.pageTitle', { page: title, site: siteName });
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
