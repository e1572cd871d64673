import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { MailIcon } from '@/web/components/ui/icons';
import { toast } from '@/web/components/ui/toast';
import type { ApplicationSession } from '@/web/features/application-session';
import { applicationsApi } from '../api/applications-api';

/** Save and finish later: the server emails a resume link to the address on record. */
export function ResumeLaterButton({
  session,
  email,
}: {
  session: ApplicationSession;
  email: string;
}) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const mutation = useMutation({
    mutationFn: () => applicationsApi.requestResumeLink(session),
    onSuccess: () =>
      toast({
        title: t('resumeLater.sentTitle'),
        description: t('resumeLater.sentBody', { email }),
        variant: 'success',
      }),
    onError: () =>
      toast({
        title: t('resumeLater.failedTitle'),
        description: t('resumeLater.failedBody'),
        variant: 'destructive',
      }),
  });
  return (
    <Button
      variant="ghost"
      size="lg"
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
    >
      <MailIcon />
      {mutation.isPending ? t('resumeLater.sending') : t('resumeLater.button')}
    </Button>
  );
}
