import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { Container } from '@/web/components/ui/container';
import { useDeviceApplications } from '@/web/features/application-session';
import { statusCheckQueryOptions, type StatusCheckQuery } from './api/status-queries';
import { DeviceApplicationList } from './components/device-applications';
import { LostLinkDisclosure } from './components/lost-link-form';
import { lookupErrorText } from './components/lookup-error';
import { StatusCheckForm } from './components/status-check-form';
import { StatusResult } from './components/status-result';
import { YourDataSection } from './components/your-data';

/** /status-check and /check-status: the applicant's status by email and application number. */
export function StatusCheckPage() {
  const { t: ts } = useTranslation('status', { useSuspense: true });
  const [query, setQuery] = useState<StatusCheckQuery | null>(null);
  const status = useQuery(statusCheckQueryOptions(query));
  const deviceApplications = useDeviceApplications();
  // A refused look-up is the form's error summary (which takes focus and says it once).
  const lookupProblem =
    status.isError && !status.isFetching
      ? {
          text: lookupErrorText(status.error, {
            notFound: ts('errors.notFound'),
            rateLimited: ts('errors.rateLimited'),
            network: ts('errors.network'),
          }),
          at: status.errorUpdatedAt,
        }
      : undefined;

  const check = (next: StatusCheckQuery) => {
    const same = query?.email === next.email && query.applicationNumber === next.applicationNumber;
    if (same) void status.refetch();
    else setQuery(next);
  };

  return (
    <>
      <PageHeader
        title={ts('meta.statusCheck.title')}
        description={ts('meta.statusCheck.description')}
      />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-labelledby="status-check-form-title"
          className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
        >
          <h2 id="status-check-form-title" className="text-xl font-bold text-navy-950">
            {ts('form.title')}
          </h2>
          <p className="mt-2 mb-5 text-slate-700">{ts('form.lead')}</p>
          <StatusCheckForm
            onCheck={check}
            checking={status.isFetching}
            lookupProblem={lookupProblem}
          />
          <LostLinkDisclosure />
        </section>
        <div className="min-w-0">
          {/* Not a live region: the result's heading takes focus, which says it (once). */}
          {status.data && !status.isError && query && (
            <>
              <StatusResult result={status.data} />
              {/* Keyed by the look-up: another application starts again from the code. */}
              <YourDataSection key={`${query.email}|${query.applicationNumber}`} query={query} />
            </>
          )}
          {deviceApplications.length > 0 && (
            // Drawn from this browser's storage once the page runs, beside the form, so nothing
            // the prerendered page shows moves.
            <section
              aria-labelledby="device-applications-title"
              className={status.data && !status.isError ? 'mt-8' : undefined}
            >
              <h2
                id="device-applications-title"
                tabIndex={-1}
                className="text-xl font-bold text-navy-950 outline-none"
              >
                {ts('device.title')}
              </h2>
              <p className="mt-2 text-slate-700">{ts('device.lead')}</p>
              <DeviceApplicationList
                labelledBy="device-applications-title"
                className="mt-4"
                onView={(_, view) =>
                  check({ email: view.email, applicationNumber: view.applicationNumber })
                }
              />
            </section>
          )}
        </div>
      </Container>
    </>
  );
}
