import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoading } from '@/web/components/page-loading';
import { LinkButton } from '@/web/components/ui/link-button';
import {
  applicationQueryKey,
  loadApplicationSession,
  saveApplicationSession,
  type ApplicationSession,
} from '@/web/features/application-session';
import { LostLinkForm } from '@/web/features/status';
import { applicationsApi } from '../api/applications-api';
import { stepPath } from '../apply-steps';
import { StepAlert, StepHeader } from '../components/step-layout';
import { parseResumeFragment, type ResumeLink } from './resume-fragment';

/** The link's session: a code is spent for a new one; an older link carries it already. */
async function sessionFor(link: ResumeLink): Promise<ApplicationSession> {
  if ('session' in link) return link.session;
  const opened = await applicationsApi.openResumeSession(link.code);
  return { id: opened.id, accessToken: opened.accessToken };
}

/**
 * /apply/resume#code=...: the emailed link back into an application. The code is exchanged once
 * for a session, the application is stored as this browser's application, and the wizard
 * continues at the step the server names. The fragment is not kept in the address bar.
 */
export function ResumeFromLink() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const [linked] = useState(() => parseResumeFragment(window.location.hash));
  const [stored] = useState(() => loadApplicationSession());
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['resume', window.location.hash],
    queryFn: async () => {
      if (!linked) throw new Error('no resume link');
      const session = await sessionFor(linked);
      const view = await applicationsApi.get(session);
      const current = loadApplicationSession();
      // The same application keeps its local drafts; another one is replaced by the link's.
      saveApplicationSession({
        ...(current?.id === view.id ? current : {}),
        id: view.id,
        applicationNumber: view.applicationNumber,
        accessToken: session.accessToken,
      });
      queryClient.setQueryData(applicationQueryKey(view.id), view);
      return view;
    },
    enabled: linked !== null,
    // A code is single-use: never ask twice, not even on a failure or a refocus.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const view = query.data;

  if (view) return <Navigate to={stepPath(view.step)} replace />;
  if (linked && query.isPending) return <PageLoading />;
  return (
    <>
      <StepHeader title={t('resume.title')} />
      <StepAlert title={t('resume.invalidTitle')}>{t('resume.invalidBody')}</StepAlert>
      <div className="mt-6 flex flex-wrap gap-3">
        <LinkButton to={stepPath('trip')} size="lg">
          {stored ? t('resume.continueHere') : t('resume.start')}
        </LinkButton>
        <LinkButton to="/check-status" size="lg" variant="secondary">
          {t('resume.checkStatus')}
        </LinkButton>
      </div>
      <section
        aria-labelledby="lost-link-title"
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      >
        <h3 id="lost-link-title" className="text-lg font-bold text-navy-950">
          {t('resume.newLinkTitle')}
        </h3>
        <p className="mt-1 mb-4 text-slate-700">{t('resume.newLinkBody')}</p>
        <LostLinkForm />
      </section>
    </>
  );
}
