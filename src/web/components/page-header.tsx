import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowBackIcon } from '@/web/components/ui/icons';
import { Container } from '@/web/components/ui/container';
import { PageMeta } from './page-meta';

export interface PageHeaderProps {
  title: string;
  /** The lead paragraph; also the page's meta description unless metaDescription is given. */
  description: string;
  metaDescription?: string;
  /** Static pages carry a link back to the home page (specification section 2). */
  backToHome?: boolean;
  children?: ReactNode;
}

/** A page's <title>, meta description, h1 and lead paragraph. */
export function PageHeader({
  title,
  description,
  metaDescription,
  backToHome,
  children,
}: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="border-b border-slate-200 bg-linear-to-b from-navy-50 to-white">
      <PageMeta title={title} description={metaDescription ?? description} />
      <Container className="py-10 sm:py-14">
        {backToHome && (
          <Link
            to="/"
            className="-ms-2 mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-navy-700 hover:text-navy-950 hover:underline"
          >
            <ArrowBackIcon className="size-4" />
            {t('common.backToHome')}
          </Link>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-balance text-navy-950 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-pretty text-slate-700">{description}</p>
        {children}
      </Container>
    </div>
  );
}
