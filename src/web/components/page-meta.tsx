import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { dropPrerenderedHead, siteOrigin } from '@/web/lib/site-origin';
import { useErrorTitle } from './ui/error-title';

export interface PageMetaProps {
  /** The page's own title, already translated; the site name is appended. */
  title: string;
  /** One or two translated sentences for search results and link previews. */
  description: string;
}

/**
 * Sets the document <title>, meta description and canonical link; React 19 hoists them into
 * <head>. The canonical address is the page's path on this origin, without the query.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const siteName = t('common.siteName');
  const pageTitle =
    title === siteName ? title : t('common.pageTitle', { page: title, site: siteName });
  // While a form's error summary lists problems, the title says so first (WCAG 3.3.1).
  const fullTitle = useErrorTitle() ? t('common.errorTitle', { title: pageTitle }) : pageTitle;
  useEffect(dropPrerenderedHead, []);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${siteOrigin()}${pathname}`} />
    </>
  );
}
