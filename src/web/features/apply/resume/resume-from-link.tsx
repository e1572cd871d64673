import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoading } from '@/web/components/page-loading';
import { LinkButton } from '@/web/components/ui/link-button';
import { applicationsApi } from '../api/applications-api';
import { loadApplicationSession, saveApplicationSession } from '@/web/features/application-session';
import { stepPath } from '../apply-steps';
import { StepAlert, StepHeader } from '../components/step-layout';
import { applicationQueryKey } from '@/web/features/application-session';
import { parseResumeFragment } from './resume-fragment';

/**
 * /apply/resume#id=...&token=...: the emailed link back into an application. The application
 * is fetched with the token, stored as this browser's application, and the wizard continues at
 * the step the server names. The fragment (with the token) is not kept in the address bar.
 */
export function ResumeFromLink() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const [linked] = useState(() => parseResumeFragment(window.location.hash));
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['resume', linked?.id ?? ''],
    queryFn: async () => {
      if (!linked) throw new Error('no resume link');
      const view = await applicationsApi.get(linked);
      const current = loadApplicationSession();
      // The same application keeps its local drafts; another one is replaced by the link's.
      saveApplicationSession({
        ...(current?.id === view.id ? current : {}),
        id: view.id,
        applicationNumber: view.applicationNumber,
        accessToken: linked.accessToken,
      });
      queryClient.setQueryData(applicationQueryKey(view.id), view);
      return view;
    },
    enabled: linked !== null,
    gcTime: 0,
  });
  const view = query.data;

  if (view) return <Navigate to={stepPath(view.step)} replace />;
  if (linked && query.isPending) return <PageLoading />;
  return (
    <>
      <StepHeader title={t('resume.title')} />
      <StepAlert title={t('resume.invalidTitle')}>{t('resume.invalidBody')}</StepAlert>
      <LinkButton to={stepPath('trip')} size="lg" className="mt-6">
        {t('resume.start')}
      </LinkButton>
    </>
  );
}
