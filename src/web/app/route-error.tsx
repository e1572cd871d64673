import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Container } from '@/web/components/ui/container';
import { LinkButton } from '@/web/components/ui/link-button';

/**
 * Shown inside the layout when a page fails to render or its code fails to download (for
 * example after a new release). Details go to the console, never to the screen.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('route error', isRouteErrorResponse(error) ? error.status : error);

  return (
    <>
      <PageHeader title={t('errors.title')} description={t('errors.description')} />
      <Container className="flex flex-col gap-3 py-10 sm:flex-row">
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <LinkButton to="/" variant="secondary" reloadDocument>
          {t('common.backToHome')}
        </LinkButton>
      </Container>
    </>
  );
}
