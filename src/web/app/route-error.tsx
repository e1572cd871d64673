import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/web/components/error-boundary';
import { PageMeta } from '@/web/components/page-meta';
import { Button } from '@/web/components/ui/button';
import { Container } from '@/web/components/ui/container';
import { LinkButton } from '@/web/components/ui/link-button';

/**
 * Shown inside the layout when a page fails to render or its code fails to download (for
 * example after a new release). Details go to the console, never to the screen.
 */
function RouteError() {
  const { t } = useTranslation();
  // The page header's look without its component, which stays out of the first page's code.
  return (
    <>
      <PageMeta title={t('errors.title')} description={t('errors.description')} />
      <div className="border-b border-slate-200 bg-linear-to-b from-navy-50 to-white">
        <Container className="py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-navy-950 sm:text-4xl">
            {t('errors.title')}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-pretty text-slate-700">
            {t('errors.description')}
          </p>
        </Container>
      </div>
      <Container className="flex flex-col gap-3 py-10 sm:flex-row">
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <LinkButton to="/" variant="secondary" reloadDocument>
          {t('common.backToHome')}
        </LinkButton>
      </Container>
    </>
  );
}

/** The pages' place in the layout: an error shows there, and the header and footer stay usable. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    // The next page clears the error.
    <ErrorBoundary name="the page" resetKey={pathname} fallback={<RouteError />}>
      <Outlet />
    </ErrorBoundary>
  );
}
