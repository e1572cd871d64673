import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { useErrorText } from '@/web/lib/use-error-text';
import { eVisaFileProblem, type EVisaFileProblem } from './evisa-file';

/**
 * The e-visa PDF field of an approval (the whole application's or one traveller's): the chosen
 * file is checked as the server will, on choosing and again on submitting.
 */
export function useEVisaFile(id: string): {
  field: ReactNode;
  /** The chosen file when it will do; otherwise null, with the field focused and its error shown. */
  checked: () => Promise<File | null>;
  reset: () => void;
} {
  const { t } = useTranslation('admin', { useSuspense: true });
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<EVisaFileProblem | null>(null);
  const error = errorText(problem);
  const hint = t('actions.approveDialog.fileHint');
  const field = (
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
          setProblem(chosen ? await eVisaFileProblem(chosen) : null);
        }}
        className={inputClasses(
          Boolean(error),
          'file:me-3 file:rounded file:border-0 file:bg-navy-50 file:px-3 file:py-1.5 file:font-semibold file:text-navy-800',
        )}
      />
    </FormField>
  );
  return {
    field,
    async checked() {
      const found = await eVisaFileProblem(file);
      setProblem(found);
      if (found || !file) {
        document.getElementById(id)?.focus();
        return null;
      }
      return file;
    },
    reset() {
      setFile(null);
      setProblem(null);
    },
  };
}
