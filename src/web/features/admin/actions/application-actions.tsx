import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { staffMayDecide } from '@/domain/status';
import { Button } from '@/web/components/ui/button';
import { ApproveDialog } from './approve-dialog';
import { AssignmentControl } from './assignment-control';
import { EmailDialog } from './email-dialog';
import { RejectDialog } from './reject-dialog';

type Open = 'approve' | 'reject' | 'email' | null;

/** Approve and reject only where the state machine allows them; email always. */
export function ApplicationActions({ application }: { application: TAdminApplicationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const [open, setOpen] = useState<Open>(null);
  const decidable =
    staffMayDecide(application.status, 'approved') &&
    staffMayDecide(application.status, 'rejected');
  const dialog = (name: Exclude<Open, null>) => ({
    application,
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });
  return (
    <section
      aria-labelledby="admin-actions"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="admin-actions" className="sr-only">
        {t('actions.heading')}
      </h2>
      <AssignmentControl application={application} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {decidable && (
          <>
            <Button onClick={() => setOpen('approve')}>{t('actions.approve')}</Button>
            <Button variant="danger" onClick={() => setOpen('reject')}>
              {t('actions.reject')}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => setOpen('email')}>
          {t('actions.email')}
        </Button>
      </div>
      {!decidable && <p className="mt-2 text-sm text-slate-700">{t('actions.onlyUnderReview')}</p>}
      {decidable && <ApproveDialog {...dialog('approve')} />}
      {decidable && <RejectDialog {...dialog('reject')} />}
      <EmailDialog {...dialog('email')} />
    </section>
  );
}
