import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageMeta } from '@/web/components/page-meta';
import { Container } from '@/web/components/ui/container';
import { ArrowBackIcon } from '@/web/components/ui/icons';
import { LinkButton } from '@/web/components/ui/link-button';
import { Ltr } from '@/web/lib/bidi';

/** Any path no route matches. The hint names the path, as a developer would want to see. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <Container className="py-16 sm:py-24">
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} />
      <p className="font-mono text-sm font-semibold text-saffron-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy-950 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('notFound.description')}</p>
      <p className="mt-6 max-w-2xl rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <Trans
          i18nKey="notFound.hint"
          values={{ path: pathname }}
          components={{
            code: (
              <Ltr
                as="code"
                className="rounded bg-white px-1.5 py-0.5 font-mono text-navy-900 ring-1 ring-slate-200"
              />
            ),
          }}
        />
      </p>
      <LinkButton to="/" className="mt-8">
        <ArrowBackIcon />
        {t('common.backToHome')}
      </LinkButton>
    </Container>
  );
}
