import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { awaitsDecision, staffMayDecide } from '@/domain/status';
import { awaitsTravellerDecision } from '@/domain/traveller-outcomes';
import { staffAccess } from '@/domain/staff-roles';
import { Button } from '@/web/components/ui/button';
import { useStaffMay } from '../staff-role';
import { ApproveDialog } from './approve-dialog';
import { AssignmentControl } from './assignment-control';
import { EmailDialog } from './email-dialog';
import { RejectDialog } from './reject-dialog';

type Open = 'approve' | 'reject' | 'email' | null;

/**
 * Approve and reject only where the state machine allows them, and only as a whole while no
 * traveller is decided and, for approval, for a single traveller (one PDF is one person's
 * e-visa); a group is decided per traveller (TravellerDecisions). Email always.
 */
export function ApplicationActions({ application }: { application: TAdminApplicationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const [open, setOpen] = useState<Open>(null);
  const mayReview = useStaffMay(staffAccess.review);
  const noneDecided = application.travellers.every((tr) => awaitsTravellerDecision(tr.outcome));
  const decidable =
    staffMayDecide(application.status, 'approved') &&
    staffMayDecide(application.status, 'rejected') &&
    noneDecided &&
    mayReview;
  const group = application.travellers.length > 1;
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
      {mayReview && <AssignmentControl application={application} />}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {decidable && (
          <>
            {!group && <Button onClick={() => setOpen('approve')}>{t('actions.approve')}</Button>}
            <Button variant="danger" onClick={() => setOpen('reject')}>
              {t('actions.reject')}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => setOpen('email')}>
          {t('actions.email')}
        </Button>
      </div>
      {!awaitsDecision(application.status) && (
        <p className="mt-2 text-sm text-slate-700">{t('actions.onlyUnderReview')}</p>
      )}
      {awaitsDecision(application.status) && group && (
        <p className="mt-2 text-sm text-slate-700">{t('actions.perTraveller')}</p>
      )}
      {decidable && !group && <ApproveDialog {...dialog('approve')} />}
      {decidable && <RejectDialog {...dialog('reject')} />}
      <EmailDialog {...dialog('email')} />
    </section>
  );
}
