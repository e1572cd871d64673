import { useMutation, useQueries } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applicantSessionRules } from '@/domain/applicant-sessions';
import { displayApplicationNumber } from '@/domain/application-number';
import type { TApplicationView, TEndSessionsResponse } from '@/domain/schemas';
import { customerStatusKey, wizardStepFor, type ApplicationStatus } from '@/domain/status';
import { Button } from '@/web/components/ui/button';
import { StatusBadge } from '@/web/components/ui/status-badge';
import {
  applicationQueryOptions,
  endOtherSessions,
  forgetDeviceApplication,
  openDeviceApplication,
  recordApplicationStatus,
  useApplicationSession,
  useDeviceApplications,
  type DeviceApplication,
} from '@/web/features/application-session';
import { intlLocale } from '@/web/i18n/intl-locale';
import { isApiError, type ApiError } from '@/web/lib/api-client';
import { isolateAuto, isolateLtr, Ltr } from '@/web/lib/bidi';
import { cn } from '@/web/lib/cn';
import { useErrorText } from '@/web/lib/use-error-text';

// This device's applications (docs/requirements/lost-link-and-device-applications.md): each
// with the status the server gives now (GET /api/applications/:id with its token, the wizard's
// own query), and what can be done with it. The tokens never reach the page.

/** What a traveller does with one of the device's applications. */
export type DeviceApplicationAction = (entry: DeviceApplication, view: TApplicationView) => void;

/** Where the wizard continues this application, or null when it is complete (then: view it). */
function continueStep(view: TApplicationView) {
  const step = wizardStepFor(view.status, view.step === 'agreement');
  return step === 'done' ? null : step;
}

/** "Jane Traveller, John Doe" from step 2, in the language's own list style; '' before step 2. */
function travellerNames(view: TApplicationView, locale: string): string {
  const names = view.applicants
    .map(({ details }) =>
      [details.firstName, details.lastName]
        .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
        .join(' '),
    )
    .filter(Boolean)
    // Each name keeps its own direction inside the sentence (Latin names on an Arabic page).
    .map(isolateAuto);
  return names.length > 0 ? new Intl.ListFormat(locale, { style: 'narrow' }).format(names) : '';
}

function ApplicationEntry({
  entry,
  view,
  state,
  current,
  onRetry,
  onView,
  onForgotten,
}: {
  entry: DeviceApplication;
  view: TApplicationView | undefined;
  state: 'loading' | 'ready' | 'unavailable' | 'ended' | 'failed';
  current: boolean;
  onRetry: () => void;
  onView?: DeviceApplicationAction;
  onForgotten: () => void;
}) {
  const { t, i18n } = useTranslation('status', { useSuspense: true });
  const navigate = useNavigate();
  const id = useId();
  const numberId = `${id}-number`;
  const [confirming, setConfirming] = useState(false);
  const forgetButton = useRef<HTMLButtonElement>(null);
  const confirmText = useRef<HTMLParagraphElement>(null);
  const number = displayApplicationNumber(entry.applicationNumber);
  const locale = intlLocale(i18n.language);
  const status = view?.status ?? entry.status;

  useEffect(() => {
    if (confirming) confirmText.current?.focus();
  }, [confirming]);

  const step = view ? continueStep(view) : null;
  const open = () => {
    if (!view) return;
    if (!step && onView) {
      onView(entry, view);
      return;
    }
    openDeviceApplication(entry.id);
    void navigate(`/apply/${step ?? 'done'}`);
  };

  const facts = view
    ? [
        t(`visaTypes.${view.visaType}`),
        travellerNames(view, locale) || t('device.applicants', { count: view.numberOfApplicants }),
        t('device.started', {
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
            new Date(view.createdAt),
          ),
        }),
      ]
    : [];

  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-4',
        current ? 'border-navy-300 ring-1 ring-navy-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <p id={numberId} className="flex flex-wrap items-center gap-2">
            <Ltr className="font-mono text-base font-bold break-all text-navy-950">{number}</Ltr>
            {current && (
              <span className="rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-800 ring-1 ring-navy-200 ring-inset">
                {t('device.current')}
              </span>
            )}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {status && state !== 'unavailable' && state !== 'ended' && (
              <>
                <span className="sr-only">{t('result.status')}:</span>
                <StatusBadge
                  status={status}
                  label={t(`statuses.${customerStatusKey(status)}`)}
                  size="sm"
                />
              </>
            )}
            {state === 'loading' && (
              <span className="text-sm text-slate-600">{t('device.checking')}</span>
            )}
          </div>
          {facts.length > 0 && <p className="mt-2 text-sm text-slate-700">{facts.join(' · ')}</p>}
          {state === 'unavailable' && (
            <p className="mt-2 text-sm text-slate-800">{t('device.unavailable')}</p>
          )}
          {state === 'ended' && (
            <p className="mt-2 text-sm text-slate-800">
              {t('device.ended', { count: applicantSessionRules.idleDays })}
            </p>
          )}
          {state === 'failed' && (
            <p className="mt-2 text-sm text-slate-800">{t('device.checkFailed')}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {state === 'ready' && (
            <Button
              variant={current ? 'primary' : 'secondary'}
              aria-describedby={numberId}
              onClick={open}
            >
              {step ? t('device.continue') : t('device.view')}
            </Button>
          )}
          {state === 'failed' && (
            <Button variant="secondary" aria-describedby={numberId} onClick={onRetry}>
              {t('device.retry')}
            </Button>
          )}
          {!confirming && (
            <Button
              ref={forgetButton}
              variant="ghost"
              aria-describedby={numberId}
              onClick={() => setConfirming(true)}
            >
              {t('device.forget')}
            </Button>
          )}
        </div>
      </div>
      {state === 'ready' && <EndOtherSessions entry={entry} numberId={numberId} />}
      {confirming && (
        <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p ref={confirmText} tabIndex={-1} className="text-sm text-navy-950 outline-none">
            {t('device.forgetConfirm', { number: isolateLtr(number) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="danger"
              onClick={() => {
                forgetDeviceApplication(entry.id);
                onForgotten();
              }}
            >
              {t('device.forgetYes')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
                // The forget button comes back; focus returns to it once it is drawn.
                requestAnimationFrame(() => forgetButton.current?.focus());
              }}
            >
              {t('device.forgetNo')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * "Sign out on other devices": every other browser and emailed link that holds this
 * application stops opening it; this device keeps it (docs/requirements/applicant-sessions.md).
 * For a traveller who lost a phone, or forwarded an email by mistake.
 */
function EndOtherSessions({ entry, numberId }: { entry: DeviceApplication; numberId: string }) {
  const { t } = useTranslation('status', { useSuspense: true });
  const errorText = useErrorText();
  const end = useMutation<TEndSessionsResponse, ApiError>({
    mutationFn: () => endOtherSessions(entry),
  });
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-100 pt-3">
      <Button
        variant="ghost"
        aria-describedby={numberId}
        disabled={end.isPending}
        onClick={() => end.mutate()}
      >
        {t('device.endOthers')}
      </Button>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {end.isSuccess &&
          (end.data.ended === 0
            ? t('device.endedNone')
            : t('device.endedOthers', { count: end.data.ended }))}
        {end.isError && errorText(end.error)}
      </p>
    </div>
  );
}

/**
 * The device's applications, newest first, with their status from the server; nothing when
 * there are none. `onView` replaces what View does for a complete application (the status page
 * shows its status in place); by default View and Continue open it in the wizard.
 */
export function DeviceApplicationList({
  labelledBy,
  onView,
  className,
}: {
  /** The id of the heading the list is under. */
  labelledBy: string;
  onView?: DeviceApplicationAction;
  className?: string;
}) {
  const { t } = useTranslation('status', { useSuspense: true });
  const applications = useDeviceApplications();
  const current = useApplicationSession();
  const [forgotten, setForgotten] = useState('');
  const queries = useQueries({
    // Always asked again when the list is shown: the status may have moved on since.
    queries: applications.map((entry) => ({
      ...applicationQueryOptions(entry),
      staleTime: 0,
      refetchOnMount: 'always' as const,
    })),
  });

  // The statuses the server gave, kept with the list (shown while it is asked again next time).
  const answered = JSON.stringify(
    applications.flatMap((entry, index) => {
      const status = queries[index]?.data?.status;
      return status ? [[entry.id, status]] : [];
    }),
  );
  useEffect(() => {
    for (const [id, status] of JSON.parse(answered) as [string, ApplicationStatus][])
      recordApplicationStatus(id, status);
  }, [answered]);

  return (
    <>
      <p role="status" className="sr-only">
        {forgotten && t('device.forgotten', { number: forgotten })}
      </p>
      {applications.length > 0 && (
        <ul aria-labelledby={labelledBy} className={cn('grid gap-3', className)}>
          {applications.map((entry, index) => {
            const query = queries[index];
            const error = isApiError(query?.error) ? query.error : undefined;
            const gone = error !== undefined && [401, 404].includes(error.status);
            const state = query?.data
              ? 'ready'
              : error?.code === 'application.session_ended'
                ? 'ended'
                : gone
                  ? 'unavailable'
                  : query?.isError
                    ? 'failed'
                    : 'loading';
            return (
              <ApplicationEntry
                key={entry.id}
                entry={entry}
                view={query?.data}
                state={state}
                current={current?.id === entry.id}
                onRetry={() => void query?.refetch()}
                onView={onView}
                onForgotten={() => {
                  setForgotten(isolateLtr(displayApplicationNumber(entry.applicationNumber)));
                  document.getElementById(labelledBy)?.focus();
                }}
              />
            );
          })}
        </ul>
      )}
    </>
  );
}
