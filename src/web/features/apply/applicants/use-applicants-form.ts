import { zodResolver } from '@hookform/resolvers/zod';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { todayIso } from '@/domain/dates';
import { awaitsPayment, isDraft } from '@/domain/status';
import type { ProcessingTime } from '@/domain/visa';
import type { TApplicantDetails, TApplicationView } from '@/domain/schemas';
import { makeApplicantDetailsSchema } from '@/domain/schemas/applicant-details';
import { useErrorSummary, type ErrorSummaryItem } from '@/web/components/ui/error-summary';
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
import { problemAsFieldMessage } from '@/domain/errors/field-message';
import type { Problem } from '@/domain/errors/problem';
import { useErrorText } from '@/web/lib/use-error-text';

type Output = { applicants: TApplicantDetails[] };
type Path = FieldPath<ApplicantsFormValues>;
const SERVER_FIELD = /^applicants\.(\d+)\.(\w+)$/;

// The form holds strings ('' for unanswered choices), which the schema's input type does not
// allow. This step types the input as the form's own values and hands them on unchanged; the
// schema then reports the blanks as required.
const formApplicant = z.custom<ApplicantValues>().transform((values): unknown => values);

/**
 * The step-2 schema for every applicant, with today's date rules (specification section 5) and
 * the rule that the application's speed delivers before each arrival.
 */
export function useApplicantsSchema(processingTime: ProcessingTime) {
  const [now] = useState(() => new Date());
  return useMemo(
    () => makeApplicantDetailsSchema({ today: todayIso(now), trip: { processingTime, now } }),
    [now, processingTime],
  );
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

export const applicantHeadingId = (index: number) => `applicant-${index}-heading`;

/** Step 2: one form for every applicant, autosaved; Next saves all of them at once (call 2). */
export function useApplicantsForm(session: StoredApplicationSession, view: TApplicationView) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const text = useValidationText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const setView = useSetApplicationView();
  const applicant = useApplicantsSchema(view.processingTime);
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
  const activeRef = useRef(active);
  useLayoutEffect(() => {
    activeRef.current = active;
  });
  const summary = useErrorSummary();
  // The summary lists the showing applicant's problems field by field (read from the page), and
  // one line for each other applicant with problems, leading to that applicant's form.
  const otherApplicants = useCallback((): ErrorSummaryItem[] => {
    const list = form.formState.errors.applicants;
    if (!list) return [];
    return Array.from({ length: list.length ?? 0 }, (_, index) => index)
      .filter((index) => index !== activeRef.current && list[index])
      .map((index) => ({
        id: applicantHeadingId(index),
        text: t('applicants.otherHasProblems', { number: index + 1 }),
      }));
  }, [form, t]);
  const pendingFocus = useRef<Path | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const onSaved = useCallback((saved: TApplicationView) => setView(saved), [setView]);
  // A signed application takes corrections whole (Next), never half-filled drafts.
  const autosave = useDraftAutosave(form, session, onSaved, isDraft(view.status));

  // Another speed (SpeedSuggestion's one click) changes the arrival rule: check the given dates
  // again with it.
  const checkedSpeed = useRef(view.processingTime);
  useEffect(() => {
    if (checkedSpeed.current === view.processingTime) return;
    checkedSpeed.current = view.processingTime;
    const arrivals = form
      .getValues('applicants')
      .map((_, index): Path => `applicants.${index}.dateOfArrival`)
      .filter((path) => form.getFieldState(path).isTouched || form.getFieldState(path).error);
    if (arrivals.length > 0) void form.trigger(arrivals);
  }, [form, view.processingTime]);

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

  /** Shows the tab holding `path`, without moving focus (the summary takes it). */
  const showTab = (path: Path | undefined) => {
    if (path) setActive(Number(path.split('.')[1]));
  };

  const showServerErrors = (fields: Record<string, Problem>) => {
    for (const [key, problem] of Object.entries(fields)) {
      const match = SERVER_FIELD.exec(key);
      const field = match?.[2];
      const message = problemAsFieldMessage(problem);
      if (match && field && (applicantFields as string[]).includes(field)) {
        form.setError(key as Path, { message });
      } else {
        setFailure(text(message) ?? problem.message);
      }
    }
  };

  const save = async (values: Output) => {
    setFailure(null);
    summary.hide();
    await autosave.cancel();
    try {
      const saved = await applicationsApi.saveApplicants(session, toRequest(values.applicants));
      setView(saved);
      updateApplicationSession({
        applicants: toDrafts(form.getValues().applicants),
        draftsBasedOn: serverDraftStamp(saved) ?? undefined,
      });
      if (awaitsPayment(view.status) && isDraft(saved.status)) {
        // The correction changed what the agreement states: it must be signed again.
        toast({
          title: t('correction.signAgainTitle'),
          description: t('correction.signAgainBody'),
        });
      } else {
        toast({
          title: t('applicants.savedTitle'),
          description: t('applicants.savedBody'),
          variant: 'success',
        });
      }
      void navigate(stepPath(awaitsPayment(saved.status) ? 'payment' : 'agreement'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      showServerErrors(error.fields);
      const fieldsSayIt = Boolean(firstError(form.formState.errors));
      if (fieldsSayIt) summary.show(otherApplicants);
      toast({
        title: t('errors.title'),
        description:
          error.status >= 500 || (error.status !== 0 && !error.code)
            ? t('errors.saveFailed')
            : errorText(error),
        variant: 'destructive',
        shownInPage: fieldsSayIt, // the error summary lists the refused fields
      });
      showTab(firstError(form.formState.errors));
    }
  };

  // handleSubmit is called per event, not during render: its callbacks touch refs.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(save, (errors) => {
      // The first applicant with problems shows; the summary takes focus (not the field).
      showTab(firstError(errors));
      summary.show(otherApplicants);
    })(event);

  // After 'Next applicant', focus goes to the new applicant's heading once its tab has rendered,
  // so a screen reader hears which form is showing (WCAG 2.4.3).
  const headingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (headingFocus.current !== active) return;
    headingFocus.current = null;
    // The tab panel may mount a frame later: try for a few frames.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const heading = document.getElementById(applicantHeadingId(active));
      if (heading) heading.focus();
      else if (++tries < 10) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [active]);

  /** 'Next applicant': checks this applicant before moving on. */
  const nextApplicant = async (index: number) => {
    const valid = await form.trigger(`applicants.${index}`);
    if (valid) {
      headingFocus.current = index + 1;
      setActive(index + 1);
      document.getElementById('applicant-tabs')?.scrollIntoView({ block: 'start' });
    } else {
      focusOn(firstError(form.formState.errors, index));
    }
  };

  return {
    form,
    submit,
    active,
    setActive,
    nextApplicant,
    failure,
    autosave: autosave.status,
    summary,
  };
}
