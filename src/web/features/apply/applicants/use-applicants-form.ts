import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { todayIso } from '@/domain/dates';
import {
  makeApplicantDetailsSchema,
  type TApplicantDetails,
  type TApplicationView,
} from '@/domain/schemas';
import { toast } from '@/web/components/ui/toast';
import { isApiError } from '@/web/lib/api-client';
import { applicationsApi } from '../api/applications-api';
import {
  updateApplicationSession,
  type StoredApplicationSession,
} from '@/web/features/application-session';
import { stepPath } from '../apply-steps';
import { useSetApplicationView } from '../hooks/use-application-view';
import { useValidationText } from '../hooks/use-validation-text';
import { fieldOrder } from './applicant-sections';
import {
  applicantFields,
  initialApplicants,
  serverDraftStamp,
  toDrafts,
  toRequest,
  type ApplicantsFormValues,
  type ApplicantValues,
} from './applicant-values';
import { useDraftAutosave } from './use-draft-autosave';

type Output = { applicants: TApplicantDetails[] };
type Path = FieldPath<ApplicantsFormValues>;
const SERVER_FIELD = /^applicants\.(\d+)\.(\w+)$/;

// The form holds strings ('' for unanswered choices), which the schema's input type does not
// allow. This step types the input as the form's own values and hands them on unchanged; the
// schema then reports the blanks as required.
const formApplicant = z.custom<ApplicantValues>().transform((values): unknown => values);

/** The step-2 schema for every applicant, with today's date rules (specification section 5). */
export function useApplicantsSchema() {
  const [today] = useState(() => todayIso(new Date()));
  return useMemo(() => makeApplicantDetailsSchema({ today }), [today]);
}

/** The first wrong field, in the order the form shows them, applicant by applicant. */
function firstError(errors: FieldErrors<ApplicantsFormValues>, only?: number): Path | undefined {
  const list = errors.applicants;
  if (!list) return undefined;
  for (let index = 0; index < (list.length ?? 0); index++) {
    const entry = list[index];
    if (only !== undefined && index !== only) continue;
    if (!entry) continue;
    const field = fieldOrder.find((name) => entry[name]);
    if (field) return `applicants.${index}.${field}`;
  }
  return undefined;
}

/** Step 2: one form for every applicant, autosaved; Next saves all of them at once (call 2). */
export function useApplicantsForm(session: StoredApplicationSession, view: TApplicationView) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const text = useValidationText();
  const navigate = useNavigate();
  const setView = useSetApplicationView();
  const applicant = useApplicantsSchema();
  const resolver = useMemo(
    () => zodResolver(z.object({ applicants: z.array(formApplicant.pipe(applicant)) })),
    [applicant],
  );
  const form = useForm<ApplicantsFormValues, unknown, Output>({
    resolver,
    defaultValues: { applicants: initialApplicants(view, session) },
    mode: 'onTouched', // live: checked when a field is left, then on every change
    shouldFocusError: false, // the field may be on another applicant's tab; see focusOn
  });
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<Path | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const onSaved = useCallback((saved: TApplicationView) => setView(saved), [setView]);
  const autosave = useDraftAutosave(form, session, onSaved);

  // Focus once the tab holding the field has rendered.
  useEffect(() => {
    if (!pendingFocus.current) return;
    form.setFocus(pendingFocus.current);
    pendingFocus.current = null;
  }, [focusRequest, form]);

  const focusOn = useCallback((path: Path | undefined) => {
    if (!path) return;
    pendingFocus.current = path;
    setActive(Number(path.split('.')[1]));
    setFocusRequest((n) => n + 1);
  }, []);

  const showServerErrors = (fieldErrors: Record<string, string>) => {
    for (const [key, message] of Object.entries(fieldErrors)) {
      const match = SERVER_FIELD.exec(key);
      const field = match?.[2];
      if (match && field && (applicantFields as string[]).includes(field)) {
        form.setError(key as Path, { message });
      } else {
        setFailure(text(message) ?? message);
      }
    }
  };

  const save = async (values: Output) => {
    setFailure(null);
    await autosave.cancel();
    try {
      const saved = await applicationsApi.saveApplicants(session, toRequest(values.applicants));
      setView(saved);
      updateApplicationSession({
        applicants: toDrafts(form.getValues().applicants),
        draftsBasedOn: serverDraftStamp(saved) ?? undefined,
      });
      toast({
        title: t('applicants.savedTitle'),
        description: t('applicants.savedBody'),
        variant: 'success',
      });
      void navigate(stepPath('agreement'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      showServerErrors(error.fieldErrors);
      toast({
        title: t('errors.title'),
        description:
          error.status === 400
            ? t('errors.checkFields')
            : error.status === 0
              ? t('errors.network')
              : t('errors.saveFailed'),
        variant: 'destructive',
      });
      focusOn(firstError(form.formState.errors));
    }
  };

  // handleSubmit is called per event, not during render: its callbacks touch refs.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(save, (errors) => focusOn(firstError(errors)))(event);

  /** 'Next applicant': checks this applicant before moving on. */
  const nextApplicant = async (index: number) => {
    const valid = await form.trigger(`applicants.${index}`);
    if (valid) {
      setActive(index + 1);
      document.getElementById('applicant-tabs')?.scrollIntoView({ block: 'start' });
    } else {
      focusOn(firstError(form.formState.errors, index));
    }
  };

  return { form, submit, active, setActive, nextApplicant, failure, autosave: autosave.status };
}
