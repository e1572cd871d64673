import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { PageLoading } from '@/web/components/page-loading';
import { Container } from '@/web/components/ui/container';
import { retryableLazy } from '@/web/lib/retryable-lazy';

// The agreement form lives with the wizard; it loads only on this page, not with every legal page.
const StandaloneAgreement = retryableLazy(async () =>
  (await import('@/web/features/apply')).loadStandaloneAgreement(),
);

/** The specification's standalone legal agreement page: Back to /payment, success to /documents. */
export function LegalAgreementPage() {
  const { t } = useTranslation('legal', { useSuspense: true });
  return (
    <>
      <PageHeader
        title={t('meta.legalAgreement.title')}
        description={t('meta.legalAgreement.description')}
      />
      <Container className="max-w-4xl py-8 sm:py-10">
        <Suspense fallback={<PageLoading />}>
          <StandaloneAgreement />
        </Suspense>
      </Container>
    </>
  );
}
