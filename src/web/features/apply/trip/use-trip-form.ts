import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLanguageCode } from '@/domain/i18n/languages';
import {
  ZCreateApplicationRequest,
  type TApplicationView,
  type TCreateApplicationRequest,
} from '@/domain/schemas';
import { isApiError, type ApiError } from '../api/api-error';
import { applicationsApi } from '../api/applications-api';
import {
  saveApplicationSession,
  updateApplicationSession,
  type ApplicationSession,
} from '../application-session';
import { stepPath } from '../apply-steps';
import { applicationQueryKey } from '../hooks/use-application-view';
import { loadTripDraft, saveTripDraft } from './trip-draft';
import {
  emptyTrip,
  guessDialKey,
  sameTrip,
  tripFromView,
  type TripFormValues,
} from './trip-values';

const tripFields = Object.keys(emptyTrip()) as (keyof TripFormValues)[];

// The form holds '' for choices not made yet, which the request type does not allow; the
// schema turns '' into the 'required' message, so only the resolver's input type is widened.
const resolver = zodResolver(ZCreateApplicationRequest) as unknown as Resolver<
  TripFormValues,
  unknown,
  TCreateApplicationRequest
>;

function initialValues(session: ApplicationSession | null, view: TApplicationView | undefined) {
  return (
    loadTripDraft(session?.id ?? null) ??
    (view ? tripFromView(view) : emptyTrip(guessDialKey(navigator.languages ?? [])))
  );
}

/** Step 1: creates the application (call 1) or changes it (PATCH), then goes to applicants. */
export function useTripForm(
  session: ApplicationSession | null,
  view: TApplicationView | undefined,
) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<TripFormValues, unknown, TCreateApplicationRequest>({
    resolver,
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
        const credentials = { id: created.id, accessToken: created.accessToken };
        try {
          // The view first, so the wizard has it the moment the new session appears.
          await queryClient.fetchQuery({
            queryKey: applicationQueryKey(created.id),
            queryFn: () => applicationsApi.get(credentials),
          });
        } finally {
          // Kept even if that read failed: the next Continue changes this application
          // instead of creating a second one.
          saveTripDraft(created.id, form.getValues());
          saveApplicationSession({ ...credentials, applicationNumber: created.applicationNumber });
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
          form.setError(field as keyof TripFormValues, { message }, { shouldFocus: true });
        }
      }
    }
  });

  return { form, submit, failure };
}
