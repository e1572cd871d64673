import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TApplicationView } from '@/domain/schemas';
import { fieldMessage } from '@/domain/errors/field-message';
import { MAX_NAME } from '@/domain/schemas/sign-agreement';
import { hasUnsupportedCharacters } from '@/domain/schemas/text';
import type { ApplicationSession } from '@/web/features/application-session';
import { ErrorSummary, useErrorSummary } from '@/web/components/ui/error-summary';
import { FormField, inputClasses } from '@/web/components/ui/form-field';
import { StepActions, StepAlert } from '../components/step-layout';
import { useValidationText } from '../hooks/use-validation-text';
import { AgreementText } from './agreement-text';
import { ConsentCheckbox } from './consent-checkbox';
import { SignaturePad } from './signature-pad';
import { agreementComplete, useSubmitAgreement, type AgreementFlow } from './use-submit-agreement';
import { useErrorText } from '@/web/lib/use-error-text';

export interface AgreementFormProps {
  session: ApplicationSession;
  view: TApplicationView;
  flow: AgreementFlow;
  onPrevious?: () => void;
  /** Rendered beside the submit button (the standalone page's Back link). */
  secondary?: ReactNode;
  onDone: () => void;
}

/** The first applicant's name, the likeliest signer (a parent may sign for a minor instead). */
function firstApplicantName(view: TApplicationView): string {
  const details = view.applicants[0]?.details ?? {};
  return [details.firstName, details.lastName].filter((p) => typeof p === 'string' && p).join(' ');
}

/** Read, tick both boxes, sign, submit: specification section 5's legal rules before calls 3 and 4. */
export function AgreementForm({
  session,
  view,
  flow,
  onPrevious,
  secondary,
  onDone,
}: AgreementFormProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const text = useValidationText();
  const errorText = useErrorText();
  const [signerName, setSignerName] = useState(() => firstApplicantName(view));
  const [signature, setSignature] = useState<string | null>(null);
  const [privacyAccepted, setPrivacy] = useState(false);
  const [termsAccepted, setTerms] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const { submit, busy, failure } = useSubmitAgreement(session, flow, onDone);
  const {
    setForm,
    setBox,
    items: problems,
    show: showProblems,
    hide: hideProblems,
  } = useErrorSummary();
  const input = { signerName, signature, privacyAccepted, termsAccepted };
  const showErrors = attempted && !agreementComplete(input);
  const nameProblem = !signerName.trim()
    ? fieldMessage('validation.required')
    : hasUnsupportedCharacters(signerName, 'singleLine')
      ? fieldMessage('validation.invalid_characters')
      : undefined;
  const nameError = showErrors && nameProblem ? text(nameProblem) : undefined;

  return (
    <form
      ref={setForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (agreementComplete(input)) hideProblems();
        else showProblems();
        void submit(input);
      }}
    >
      <div className="grid gap-6">
        <ErrorSummary items={problems} setBox={setBox} />
        <AgreementText />
        <FormField
          id="signerName"
          label={t('agreement.signerName.label')}
          hint={t('agreement.signerName.hint')}
          required
          error={nameError}
          errorNamesField={text.namesField(nameProblem)}
        >
          <input
            id="signerName"
            type="text"
            autoComplete="name"
            maxLength={MAX_NAME}
            value={signerName}
            onChange={(event) => setSignerName(event.target.value)}
            aria-invalid={Boolean(nameError) || undefined}
            aria-describedby="signerName-hint"
            className={inputClasses(Boolean(nameError))}
          />
        </FormField>
        <div className="grid gap-3">
          <ConsentCheckbox
            id="privacyAccepted"
            kind="privacy"
            checked={privacyAccepted}
            onChange={setPrivacy}
            invalid={showErrors}
          />
          <ConsentCheckbox
            id="termsAccepted"
            kind="terms"
            checked={termsAccepted}
            onChange={setTerms}
            invalid={showErrors}
          />
        </div>
        <SignaturePad
          signed={signature !== null}
          onChange={setSignature}
          signerName={signerName}
          error={
            showErrors && !signature
              ? text(fieldMessage('validation.signature_required'))
              : undefined
          }
        />
        {failure && (
          <StepAlert title={t('agreement.failedTitle')}>
            {failure.status === 409
              ? errorText(failure)
              : failure.status === 0
                ? t('errors.network')
                : t('agreement.failedBody')}
          </StepAlert>
        )}
      </div>
      <StepActions
        onPrevious={onPrevious}
        nextLabel={t('agreement.submit')}
        busyLabel={t('agreement.submitting')}
        busy={busy}
      >
        {secondary}
      </StepActions>
    </form>
  );
}
