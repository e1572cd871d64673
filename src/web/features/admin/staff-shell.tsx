import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Container } from '@/web/components/ui/container';
import { toast } from '@/web/components/ui/toast-store';
import { adminQueryKey, staffMeQueryOptions } from './api/admin-applications-query';
import { staffApi } from './api/staff-api';
import { SessionTimeout } from './session-timeout';
import { StaffPageMeta } from './staff-page-meta';
import { staffSession } from './staff-session';

const signedIn = () => staffSession.token() !== null;

/**
 * Every staff page sits in this shell: without a session (none, or a 401 from any call, which
 * clears it) it shows the login page, which then says 'Session expired' and, after sign-in,
 * comes back to this page (the location rides in the navigation's state).
 */
export function StaffShell(props: StaffShellProps) {
  const isSignedIn = useSyncExternalStore(staffSession.subscribe, signedIn, signedIn);
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  // Nothing one staff member loaded stays in memory for the next one at this computer.
  useEffect(() => {
    if (!isSignedIn) queryClient.removeQueries({ queryKey: adminQueryKey });
  }, [isSignedIn, queryClient]);
  if (!isSignedIn) {
    const state = staffSession.signedOutByChoice()
      ? undefined
      : { returnTo: `${pathname}${search}` };
    return <Navigate to="/admin/login" replace state={state} />;
  }
  return <SignedInShell {...props} />;
}

export interface StaffShellProps {
  title: string;
  description: string;
  children: ReactNode;
}

function SignedInShell({ title, description, children }: StaffShellProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const navigate = useNavigate();
  const me = useQuery(staffMeQueryOptions());
  const logout = useMutation({
    // Signed out locally whatever the server says: the token is gone from this tab either way.
    mutationFn: () => staffApi.logout().catch(() => undefined),
    onSettled: () => {
      staffSession.clear();
      toast({ title: t('toast.loggedOut'), variant: 'success' });
      void navigate('/admin/login', { replace: true });
    },
  });

  return (
    <Container className="py-6 sm:py-10">
      <StaffPageMeta title={title} description={description} />
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
            {t('dashboard.heading')}
          </p>
          <p className="mt-1 text-slate-700" aria-live="polite">
            {me.data
              ? t('dashboard.signedInAs', { username: me.data.username })
              : me.isError
                ? t('errors.network')
                : t('dashboard.loading')}
          </p>
        </div>
        <Button variant="secondary" inactive={logout.isPending} onClick={() => logout.mutate()}>
          {t('dashboard.logout')}
        </Button>
      </header>
      <div className="mt-6 min-w-0">{children}</div>
      <SessionTimeout />
    </Container>
  );
}
