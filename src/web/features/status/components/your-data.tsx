import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataRightsRules, isDataRightsCode, normalizeDataRightsCode } from '@/domain/data-rights';
import { formatMoney } from '@/domain/money';
import type { TDataRightsGrant, TErasureOutcome } from '@/domain/schemas/data-rights';
import { Button } from '@/web/components/ui/button';
import { buttonClasses } from '@/web/components/ui/button-styles';
import { ErrorSummary, useErrorSummary } from '@/web/components/ui/error-summary';
import { FormControls } from '@/web/components/ui/form-controls';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { AlertIcon, MailIcon } from '@/web/components/ui/icons';
import { intlLocale } from '@/web/i18n/intl-locale';
import { isApiError } from '@/web/lib/api-client';
import { isolateLtr } from '@/web/lib/bidi';
import { useErrorText } from '@/web/lib/use-error-text';
import { eraseMyData, exchangeDataRightsCode, requestDataRightsCode } from '../api/data-rights';
import type { StatusCheckQuery } from '../api/status-queries';

// "Your data" under the status check's result (docs/requirements/privacy.md, "Access and
// erasure"): a code emailed to the application's address proves the mailbox; then the traveller
// downloads everything we hold, or erases it after a confirmation that says what happens to the
// money and that it cannot be undone. Each step moves focus to its own heading or message.

type Step =
  | { kind: 'start' }
  | { kind: 'code' }
  | { kind: 'granted'; grant: TDataRightsGrant; confirming: boolean }
  | { kind: 'done'; outcome: TErasureOutcome };

const CODE_ID = 'data-rights-code';

export function YourDataSection({ query }: { query: StatusCheckQuery }) {
  const { t, i18n } = useTranslation('status', { useSuspense: true });
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const { setForm, setBox, items, show, hide } = useErrorSummary();
  const focusTarget = useRef<HTMLElement | null>(null);
  const focusRef = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  const stepKey = step.kind === 'granted' ? `granted-${String(step.confirming)}` : step.kind;
  const moved = useRef(false);
  useEffect(() => {
    // Not on the first drawing: the result's own heading has the focus then.
    if (!moved.current) {
      moved.current = true;
      return;
    }
    focusTarget.current?.focus();
  }, [stepKey]);

  // The example stays left to right in Arabic: '1234 5678', not '5678 1234'.
  const codeHint = t('yourData.codeHint', {
    digits: dataRightsRules.codeDigits,
    example: isolateLtr('1234 5678'),
  });
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), {
      dateStyle: 'long',
      timeZone: 'Europe/London',
    }).format(new Date(iso));

  const send = useMutation({
    mutationFn: () => requestDataRightsCode(query),
    onSuccess: () => {
      setCode('');
      setCodeError(undefined);
      hide();
      setStep({ kind: 'code' });
    },
  });
  const check = useMutation({
    mutationFn: (value: string) => exchangeDataRightsCode({ ...query, code: value }),
    onSuccess: (grant) => setStep({ kind: 'granted', grant, confirming: false }),
    onError: (error) => {
      setCodeError(errorText(isApiError(error) ? error : undefined) ?? t('yourData.failed'));
      show();
    },
  });
  const erase = useMutation({
    mutationFn: (grant: string) => eraseMyData(grant),
    onSuccess: (outcome) => setStep({ kind: 'done', outcome }),
  });

  const sendFailure = send.isError
    ? isApiError(send.error) && send.error.status === 429
      ? t('yourData.rateLimited')
      : isApiError(send.error) && send.error.status === 404
        ? t('errors.notFound')
        : t('yourData.failed')
    : undefined;

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    const value = normalizeDataRightsCode(code);
    if (!isDataRightsCode(value)) {
      setCodeError(errorText('data_rights.code_format'));
      show();
      return;
    }
    setCodeError(undefined);
    hide();
    check.mutate(value);
  };

  const heading = (text: string) => (
    <h3 ref={focusRef} tabIndex={-1} className="text-lg font-semibold text-navy-950 outline-none">
      {text}
    </h3>
  );
  const problem = (text: string | undefined) =>
    text ? (
      <div
        role="alert"
        className="mt-3 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-navy-950"
      >
        <AlertIcon className="mt-0.5 shrink-0 text-red-700" />
        <p>{text}</p>
      </div>
    ) : null;

  return (
    <section
      aria-labelledby="your-data-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="your-data-title" className="text-xl font-bold text-navy-950">
        {t('yourData.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('yourData.lead')}</p>

      {step.kind === 'start' && (
        <div className="mt-4">
          {problem(sendFailure)}
          <Button
            variant="secondary"
            className="mt-3 w-full sm:w-auto"
            inactive={send.isPending}
            onClick={() => send.mutate()}
          >
            <MailIcon />
            {send.isPending ? t('yourData.sending') : t('yourData.sendCode')}
          </Button>
        </div>
      )}

      {step.kind === 'code' && (
        <form ref={setForm} noValidate onSubmit={submitCode} className="mt-5 grid gap-4">
          {heading(t('yourData.codeTitle'))}
          <p className="text-slate-700">
            {t('yourData.codeSent', { minutes: dataRightsRules.codeMinutes })}
          </p>
          <FormControls>
            <ErrorSummary items={items} setBox={setBox} />
            <FormField
              id={CODE_ID}
              label={t('yourData.codeLabel')}
              required
              hint={codeHint}
              error={codeError}
            >
              <input
                id={CODE_ID}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                spellCheck={false}
                dir="ltr"
                maxLength={20}
                aria-required
                aria-invalid={codeError ? true : undefined}
                aria-describedby={describedBy(CODE_ID, codeHint, codeError)}
                className={inputClasses(
                  Boolean(codeError),
                  'max-w-48 tracking-widest rtl:text-right',
                )}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" inactive={check.isPending}>
                {check.isPending ? t('yourData.checking') : t('yourData.checkCode')}
              </Button>
              <Button variant="ghost" inactive={send.isPending} onClick={() => send.mutate()}>
                {t('yourData.sendAgain')}
              </Button>
            </div>
            {problem(sendFailure)}
          </FormControls>
        </form>
      )}

      {step.kind === 'granted' && !step.confirming && (
        <div className="mt-5 grid gap-4">
          {heading(t('yourData.readyTitle'))}
          <p className="text-slate-700">
            {t('yourData.readyLead', { minutes: dataRightsRules.grantMinutes })}
          </p>
          <div className="flex flex-wrap gap-3">
            <a
              href={step.grant.exportPath}
              download
              className={buttonClasses({ className: 'w-full sm:w-auto' })}
            >
              {t('yourData.download')}
            </a>
            <Button
              variant="danger"
              className="w-full sm:w-auto"
              onClick={() => setStep({ ...step, confirming: true })}
            >
              {t('yourData.erase')}
            </Button>
          </div>
          <p className="text-sm text-slate-600">{t('yourData.downloadNote')}</p>
        </div>
      )}

      {step.kind === 'granted' && step.confirming && (
        <div className="mt-5 grid gap-4 rounded-xl border border-red-200 bg-red-50 p-4">
          {heading(
            step.grant.erasure.mode === 'now'
              ? t('yourData.confirmTitle')
              : t('yourData.requestTitle'),
          )}
          {step.grant.erasure.mode === 'now' ? (
            <>
              <p className="text-slate-800">{t('yourData.confirmWhat')}</p>
              <p className="text-slate-800">
                {step.grant.erasure.refundAmount > 0
                  ? t('yourData.confirmRefund', {
                      amount: money(step.grant.erasure.refundAmount, step.grant.erasure.currency),
                    })
                  : t('yourData.confirmNoRefund')}
              </p>
              <p className="font-semibold text-red-800">{t('yourData.confirmFinal')}</p>
            </>
          ) : (
            <>
              <p className="text-slate-800">{t('yourData.requestWhat')}</p>
              {step.grant.erasure.requestDueAt && (
                <p className="text-slate-800">
                  {t('yourData.requestOpen', { date: day(step.grant.erasure.requestDueAt) })}
                </p>
              )}
            </>
          )}
          {problem(
            erase.isError
              ? (errorText(isApiError(erase.error) ? erase.error : undefined) ??
                  t('yourData.failed'))
              : undefined,
          )}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="danger"
              inactive={erase.isPending}
              onClick={() => erase.mutate(step.grant.grant)}
            >
              {step.grant.erasure.mode === 'now'
                ? t('yourData.confirmErase')
                : t('yourData.confirmRequest')}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ ...step, confirming: false })}>
              {t('yourData.cancel')}
            </Button>
          </div>
        </div>
      )}

      {step.kind === 'done' && (
        <div
          ref={focusRef}
          tabIndex={-1}
          role="status"
          className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-navy-950 outline-none"
        >
          {step.outcome.outcome === 'erased' ? (
            <>
              <p className="font-bold">{t('yourData.erasedTitle')}</p>
              <p className="mt-2">
                {step.outcome.refundAmount > 0
                  ? t('yourData.erasedRefund', {
                      amount: money(step.outcome.refundAmount, step.outcome.currency),
                    })
                  : t('yourData.erasedNoRefund')}
              </p>
            </>
          ) : (
            <>
              <p className="font-bold">{t('yourData.requestedTitle')}</p>
              <p className="mt-2">
                {t('yourData.requestedBody', { date: day(step.outcome.dueAt) })}
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
}
