import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLanguageCode } from '@/domain/i18n/languages';
import {
  ZCreateApplicationRequest,
  type TApplicationView,
  type TCreateApplicationInput,
  type TCreateApplicationRequest,
} from '@/domain/schemas';
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
import { emptyTrip, guessDialKey, sameTrip, tripFromView } from './trip-values';

const tripFields = Object.keys(emptyTrip()) as (keyof TCreateApplicationInput)[];

function initialValues(
  session: StoredApplicationSession | null,
  view: TApplicationView | undefined,
) {
  return (
    loadTripDraft(session?.id ?? null) ??
    (view ? tripFromView(view) : emptyTrip(guessDialKey(navigator.languages ?? [])))
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
  const form = useForm<TCreateApplicationInput, unknown, TCreateApplicationRequest>({
    resolver: zodResolver(ZCreateApplicationRequest),
    defaultValues: initialValues(session, view),
    mode: 'onSubmit',
    reValidateMode: 'onChange', // an edited field loses its error as soon as it is right
  });

  // Every change is kept locally, so reload and Back/Forward never lose step 1.
  const applicationId = session?.id ?? null;
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveTripDraft(applicationId, values),
      }),
    [form, applicationId],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
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
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if ((tripFields as string[]).includes(field)) {
          form.setError(field as keyof TCreateApplicationInput, { message }, { shouldFocus: true });
        }
      }
    }
  });

  return { form, submit, failure };
}
