import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  saveApplicationSession,
  type StoredApplicationSession,
} from '@/web/features/application-session';
import { applicationsApi } from '../api/applications-api';

const CODE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The payment provider sends the browser back with `?resume=<code>`, a short-lived single-use
 * code (docs/decisions/0013-resume-codes.md). A browser that still holds the application ignores
 * it; one that lost it (another host name, cleared storage) spends it for a session, so the
 * payment result lands on the right application. Either way the code leaves the address bar.
 * Returns true while the code is being exchanged.
 */
export function useReturnCode(session: StoredApplicationSession | null): boolean {
  const [params, setParams] = useSearchParams();
  const raw = params.get('resume');
  const code = raw !== null && CODE.test(raw) ? raw : null;
  const exchange = useQuery({
    queryKey: ['return-code', code],
    queryFn: async () => {
      const opened = await applicationsApi.openResumeSession(code ?? '');
      saveApplicationSession({
        id: opened.id,
        applicationNumber: opened.applicationNumber,
        accessToken: opened.accessToken,
      });
      return opened.id;
    },
    enabled: code !== null && session === null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const settled = session !== null || code === null || !exchange.isPending;
  useEffect(() => {
    if (raw === null || !settled) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('resume');
        return next;
      },
      { replace: true },
    );
  }, [raw, settled, setParams]);
  return code !== null && session === null && exchange.isPending;
}
