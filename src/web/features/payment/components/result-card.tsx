import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/web/components/page-meta';
import { Container } from '@/web/components/ui/container';
import { AlertIcon, CheckIcon, ClockIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';

export interface ResultCardProps {
  tone: 'success' | 'pending' | 'danger';
  title: string;
  description: string;
  reference: string | null;
  children?: ReactNode;
}

const iconTones = {
  success: 'bg-green-700 text-white',
  pending: 'bg-navy-100 text-navy-800',
  danger: 'bg-red-700 text-white',
} as const;

/** The body of /payment-success and /payment-error: an outcome, its reference and the way on. */
export function ResultCard({ tone, title, description, reference, children }: ResultCardProps) {
  const { t } = useTranslation('payment', { useSuspense: true });
  const Icon = tone === 'success' ? CheckIcon : tone === 'danger' ? AlertIcon : ClockIcon;
  return (
    <Container className="py-12 sm:py-20">
      <PageMeta title={title} description={description} />
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span
          aria-hidden="true"
          className={cn(
            'mx-auto inline-flex size-16 items-center justify-center rounded-full',
            iconTones[tone],
          )}
        >
          <Icon className="size-8" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance text-navy-950">
          {title}
        </h1>
        <p className="mt-3 text-lg text-pretty text-slate-700">{description}</p>
        <dl className="mx-auto mt-6 max-w-sm rounded-xl bg-slate-50 px-4 py-3">
          <dt className="text-sm text-slate-600">{t('result.reference')}</dt>
          <dd
            className="mt-1 font-mono font-semibold break-all text-navy-950"
            data-testid="payment-reference"
          >
            {reference ?? t('result.noReference')}
          </dd>
        </dl>
        {children}
      </div>
    </Container>
  );
}
