import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { AlertIcon, ArrowBackIcon } from '@/web/components/ui/icons';
import { Ltr } from '@/web/lib/bidi';
import { ApiError } from '@/web/lib/api-client';
import { AddOnsPanel } from './actions/add-ons-panel';
import { ApplicationActions } from './actions/application-actions';
import { TravellerDecisions } from './actions/traveller-decisions';
import { applicationQueryOptions } from './api/admin-applications-query';
import { StatusBadge } from './dashboard/status-badge';
import { ApplicantDetails } from './detail/applicant-details';
import { ApplicationSummary } from './detail/application-summary';
import { ChangesPanel } from './detail/changes-panel';
import { DocumentsPanel } from './detail/documents-panel';
import { PaymentsPanel } from './detail/payments-panel';
import { RefundsPanel } from './detail/refunds-panel';
import { TimelinePanel } from './detail/timeline-panel';
import { formatDateTime } from './lib/format';
import { httpErrorText } from './lib/staff-errors';
import { StaffShell } from './staff-shell';
import { staffSession } from './staff-session';

/** /admin/applications/:id: one application in full, with the staff actions. */
export function AdminApplicationPage() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { id = '' } = useParams();
  // The same query as the detail below (shared from the cache), only for the page title.
  const number = useQuery({
    ...applicationQueryOptions(id),
    enabled: staffSession.token() !== null,
    select: (application) => application.applicationNumber,
  }).data;
  return (
    <StaffShell
      title={number ? t('meta.detailTitle', { number }) : t('meta.dashboardTitle')}
      description={t('meta.detailDescription')}
    >
      <ApplicationDetail id={id} />
    </StaffShell>
  );
}

function ApplicationDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admin', { useSuspense: true });
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const detail = useQuery(applicationQueryOptions(id));
  const a = detail.data;

  const back = (
    <Link
      to={`/admin/dashboard${listSearch}`}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline-offset-2 hover:underline"
    >
      <ArrowBackIcon />
      {t('detail.back')}
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className="grid gap-4">
        {back}
        <p role="status" className="py-8 text-center text-slate-700">
          {t('detail.loading')}
        </p>
      </div>
    );
  }
  if (!a) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <div
          role="alert"
          className="flex flex-wrap items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-4"
        >
          <AlertIcon className="mt-0.5 text-red-800" />
          <div className="flex-1">
            <h1 className="font-semibold text-navy-950">
              {notFound ? t('detail.notFound') : t('detail.error')}
            </h1>
            {!notFound && <p className="mt-1 text-slate-800">{httpErrorText(t, detail.error)}</p>}
          </div>
          {!notFound && (
            <Button variant="secondary" onClick={() => void detail.refetch()}>
              {t('list.retry')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">
          <Ltr>{a.applicationNumber}</Ltr>
        </h1>
        <StatusBadge status={a.status} />
      </div>
      {a.erasureRequest && (
        <p
          role="note"
          className="flex gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-navy-950"
        >
          <AlertIcon className="mt-0.5 shrink-0 text-red-800" />
          {t('detail.erasureRequested', {
            requested: formatDateTime(a.erasureRequest.requestedAt, i18n.language),
            due: formatDateTime(a.erasureRequest.dueAt, i18n.language),
          })}
        </p>
      )}
      {a.anonymisedAt && (
        <p role="note" className="rounded-2xl border border-slate-300 bg-slate-50 p-4">
          {t('detail.erased', { date: formatDateTime(a.anonymisedAt, i18n.language) })}
        </p>
      )}
      <ApplicationActions application={a} />
      <TravellerDecisions application={a} />
      <AddOnsPanel application={a} />
      <ChangesPanel application={a} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 content-start gap-5">
          <ApplicationSummary application={a} />
          <ApplicantDetails applicants={a.applicants} />
          <DocumentsPanel application={a} />
        </div>
        <div className="grid min-w-0 content-start gap-5">
          <PaymentsPanel application={a} />
          <RefundsPanel application={a} />
          <TimelinePanel timeline={a.timeline} />
        </div>
      </div>
    </div>
  );
}
