import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EVISA_CONFIRM_REASON_FIELD,
  EVISA_CONFIRM_REASON_MAX,
  EVISA_FIELD,
  ZEVisaConfirmReason,
} from '@/domain/schemas/admin';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText, type ErrorSource } from '@/web/lib/use-error-text';
import type { EVisaUpload } from '../api/staff-api';
import { eVisaFileProblem } from './evisa-file';

/** The traveller the server could not find in the chosen PDF (422 evisa.unverified's params). */
interface Unverified {
  name: string;
  passport: string;
}

/**
 * The e-visa PDF field of an approval (the whole application's or one traveller's): the chosen
 * file is checked as the server will, on choosing and again on submitting. The server's refusal
 * of the file (another traveller's e-visa, docs/requirements/traveller-decisions.md) shows under
 * it; when the server could not find the traveller in it, staff confirm it is theirs and say how
 * they checked, and the next submit sends that along.
 */
export function useEVisaFile(id: string): {
  field: ReactNode;
  /** What to send when it will do; otherwise null, with the first problem focused and shown. */
  checked: () => Promise<EVisaUpload | null>;
  /** Takes a refusal of the approval: true when it was about this field, now shown under it. */
  refused: (error: unknown) => boolean;
  reset: () => void;
} {
  const { t } = useTranslation('admin', { useSuspense: true });
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ErrorSource>(null);
  const [unverified, setUnverified] = useState<Unverified | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [reason, setReason] = useState('');
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [reasonProblem, setReasonProblem] = useState<ErrorSource>(null);
  const error = errorText(problem);
  const reasonError = errorText(reasonProblem);
  const hint = t('actions.approveDialog.fileHint');
  const confirmId = `${id}-confirm`;
  const reasonId = `${id}-reason`;
  const reasonHint = t('actions.approveDialog.confirmReasonHint');

  const clearConfirmation = () => {
    setUnverified(null);
    setConfirmed(false);
    setReason('');
    setConfirmError(null);
    setReasonProblem(null);
  };

  const field = (
    <>
      <FormField
        id={id}
        label={t('actions.approveDialog.fileLabel')}
        required
        hint={hint}
        error={error}
      >
        <input
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={async (event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            // Another file: the server's words about the last one no longer apply.
            clearConfirmation();
            setProblem(chosen ? await eVisaFileProblem(chosen) : null);
          }}
          className={inputClasses(
            Boolean(error),
            'file:me-3 file:rounded file:border-0 file:bg-navy-50 file:px-3 file:py-1.5 file:font-semibold file:text-navy-800',
          )}
        />
      </FormField>
      {unverified && (
        <fieldset className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <legend className="px-1 text-sm font-semibold text-navy-950">
            {t('actions.approveDialog.confirmLegend')}
          </legend>
          <div>
            <label className="flex cursor-pointer items-start gap-3">
              <input
                id={confirmId}
                type="checkbox"
                checked={confirmed}
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? `${confirmId}-error` : undefined}
                onChange={(event) => {
                  setConfirmed(event.target.checked);
                  if (event.target.checked) setConfirmError(null);
                }}
                className="mt-0.5 size-5 shrink-0 accent-navy-700"
              />
              <span className="text-navy-950">
                {t('actions.approveDialog.confirmCheck', {
                  name: unverified.name,
                  passport: unverified.passport,
                })}
              </span>
            </label>
            {confirmError && (
              <p id={`${confirmId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {confirmError}
              </p>
            )}
          </div>
          <FormField
            id={reasonId}
            label={t('actions.approveDialog.confirmReasonLabel')}
            required
            hint={reasonHint}
            error={reasonError}
          >
            <textarea
              id={reasonId}
              name={EVISA_CONFIRM_REASON_FIELD}
              rows={2}
              maxLength={EVISA_CONFIRM_REASON_MAX}
              value={reason}
              aria-required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={describedBy(reasonId, reasonHint, reasonError)}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonProblem(null);
              }}
              className={inputClasses(Boolean(reasonError))}
            />
          </FormField>
        </fieldset>
      )}
    </>
  );

  const focus = (target: string) => document.getElementById(target)?.focus();

  return {
    field,
    async checked() {
      const found = await eVisaFileProblem(file);
      // The server's word on this same file (another passport, not found) stays until it changes.
      if (found) setProblem(found);
      if (found || !file) {
        focus(id);
        return null;
      }
      if (!unverified) return { file };
      const parsed = ZEVisaConfirmReason.safeParse(reason);
      setConfirmError(confirmed ? null : t('actions.approveDialog.confirmRequired'));
      setReasonProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
      if (!confirmed) {
        focus(confirmId);
        return null;
      }
      if (!parsed.success) {
        focus(reasonId);
        return null;
      }
      return { file, confirmReason: parsed.data };
    },
    refused(refusal) {
      if (!(refusal instanceof ApiError)) return false;
      const fileProblem = refusal.fields[EVISA_FIELD];
      const reasonRefused = refusal.fields[EVISA_CONFIRM_REASON_FIELD];
      if (reasonRefused) {
        setReasonProblem(reasonRefused);
        focus(reasonId);
        return true;
      }
      if (!fileProblem) return false;
      setProblem(fileProblem);
      const params = fileProblem.params ?? {};
      if (fileProblem.code === 'evisa.unverified') {
        setUnverified({ name: String(params.name ?? ''), passport: String(params.passport ?? '') });
        // The checkbox appears below the message: the next thing to do.
        setTimeout(() => focus(confirmId), 0);
      } else {
        clearConfirmation();
        focus(id);
      }
      return true;
    },
    reset() {
      setFile(null);
      setProblem(null);
      clearConfirmation();
    },
  };
}
