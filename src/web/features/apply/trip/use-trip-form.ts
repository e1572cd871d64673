import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isLanguageCode } from '@/domain/i18n/languages';
import type {
  TApplicationView,
  TCreateApplicationInput,
  TCreateApplicationRequest,
} from '@/domain/schemas';
import { useErrorSummary } from '@/web/components/ui/error-summary';
import { lazyResolver } from '@/web/lib/lazy-resolver';
import { isApiError, type ApiError } from '@/web/lib/api-client';
import { applicationsApi } from '../api/applications-api';
import {
  saveApplicationSession,
  updateApplicationSession,
  type StoredApplicationSession,
  applicationQueryKey,
  applicationQueryOptions,
} from '@/web/features/application-session';
import { stepPath } from '../apply-steps';
import { loadTripDraft, saveTripDraft } from './trip-draft';
import { applyTripPresets, readTripPresets, type PresetConflict } from './trip-presets';
import { emptyTrip, guessDialKey, sameTrip, tripFromView } from './trip-values';
import { problemAsFieldMessage } from '@/domain/errors/field-message';

const tripFields = Object.keys(emptyTrip()) as (keyof TCreateApplicationInput)[];

// Step 1's schema downloads when the visitor moves into the form or at the first Continue, not
// while the page hydrates (lib/lazy-resolver.ts); from its own module, as the schemas' index
// would build every schema (the travellers', staff's...).
const trip = lazyResolver<TCreateApplicationInput, TCreateApplicationRequest>(() =>
  import('@/domain/schemas/create-application').then((m) => m.ZCreateApplicationRequest),
);

/** The browser's languages; none in the build's prerender, which runs in Node. */
const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);

function initialValues(
  session: StoredApplicationSession | null,
  view: TApplicationView | undefined,
) {
  return (
    loadTripDraft(session?.id ?? null) ??
    (view ? tripFromView(view) : emptyTrip(guessDialKey(browserLanguages())))
  );
}

/** Step 1: creates the application (call 1) or changes it (PATCH), then goes to applicants. */
export function useTripForm(
  session: StoredApplicationSession | null,
  view: TApplicationView | undefined,
) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // A choice made on an information page's link, applied once when the step opens.
  const [initial] = useState(() => initialValues(session, view));
  const [start] = useState(() =>
    applyTripPresets(initial, readTripPresets(searchParams.toString())),
  );
  const [conflicts, setConflicts] = useState<PresetConflict[]>(start.conflicts);
  const form = useForm<TCreateApplicationInput, unknown, TCreateApplicationRequest>({
    resolver: trip.resolver,
    defaultValues: start.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange', // an edited field loses its error as soon as it is right
    shouldFocusError: false, // the error summary takes focus and links to each field
  });
  const summary = useErrorSummary();

  // Every change is kept locally, so reload and Back/Forward never lose step 1.
  const applicationId = session?.id ?? null;
  // A link's choice counts as typed: kept like any change, so it survives the next link.
  const presetApplied =
    start.values.visaType !== initial.visaType ||
    start.values.processingTime !== initial.processingTime;
  useEffect(() => {
    if (presetApplied) saveTripDraft(applicationId, form.getValues());
  }, [presetApplied, applicationId, form]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveTripDraft(applicationId, values),
      }),
    [form, applicationId],
  );

  const validateAndSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      summary.hide();
      const request = { ...values, language: isLanguageCode(i18n.language) ? i18n.language : 'en' };
      try {
        if (!session) {
          const created = await applicationsApi.create(request);
          const newSession = { id: created.id, accessToken: created.accessToken };
          try {
            // The view first, so the wizard has it the moment the new session appears.
            await queryClient.fetchQuery(applicationQueryOptions(newSession));
          } finally {
            // Kept even if that read failed: the next Continue changes this application
            // instead of creating a second one.
            saveTripDraft(created.id, form.getValues());
            saveApplicationSession({ ...newSession, applicationNumber: created.applicationNumber });
          }
        } else if (!view || !sameTrip(request, view)) {
          const updated = await applicationsApi.updateTrip(session, request);
          queryClient.setQueryData(applicationQueryKey(updated.id), updated);
          // The server drops applicants past a lowered count; so does the local copy.
          updateApplicationSession({
            applicants: session.applicants?.slice(0, updated.numberOfApplicants),
          });
        }
        void navigate(stepPath('applicants'));
      } catch (error) {
        if (!isApiError(error)) throw error;
        setFailure(error);
        for (const [field, problem] of Object.entries(error.fields)) {
          if ((tripFields as string[]).includes(field)) {
            form.setError(field as keyof TCreateApplicationInput, {
              message: problemAsFieldMessage(problem),
            });
          }
        }
        if (Object.keys(error.fields).length > 0) summary.show();
      }
    },
    () => summary.show(),
  );
  const submit = async (event?: BaseSyntheticEvent) => {
    try {
      await validateAndSubmit(event);
    } catch (error) {
      // The schema could not be downloaded (loadTripSchema): say so; Continue tries again.
      if (!isApiError(error)) throw error;
      setFailure(error);
    }
  };

  /** The applicant's answer to 'which should it be?': the link's choices, or what they had. */
  const resolveConflicts = (useChosen: boolean) => {
    if (useChosen) {
      const options = { shouldDirty: true, shouldValidate: true };
      for (const conflict of conflicts) {
        if (conflict.field === 'visaType') form.setValue('visaType', conflict.chosen, options);
        else form.setValue('processingTime', conflict.chosen, options);
      }
    }
    setConflicts([]);
    setSearchParams({}, { replace: true });
  };

  return { form, submit, failure, conflicts, resolveConflicts, summary, warm: trip.warm };
}
