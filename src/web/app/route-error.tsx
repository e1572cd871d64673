import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageMeta } from '@/web/components/page-meta';
import { Button } from '@/web/components/ui/button';
import { Container } from '@/web/components/ui/container';
import { LinkButton } from '@/web/components/ui/link-button';
import { allowRetries } from '@/web/lib/retryable-lazy';

/**
 * Shown inside the layout when a page fails to render or its code fails to download (for
 * example after a new release). Details go to the console, never to the screen.
 */
export function RouteError() {
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

interface BoundaryProps {
  /** A change (the next page) clears the error. */
  resetKey: string;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('route error', error);
    allowRetries(); // the page's code downloads again on the next visit
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The pages' place in the layout: an error shows there, and the header and footer stay usable. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
