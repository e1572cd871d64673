import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { staffApi } from '../api/staff-api';
import { ActionDialog } from './action-dialog';
import { eVisaFileProblem, type EVisaFileProblem } from './evisa-file';
import { useApplicationAction } from './use-application-action';
import { useErrorText } from '@/web/lib/use-error-text';

export interface ActionDialogOpenProps {
  application: TAdminApplicationDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Call 11: choose the e-visa PDF, checked here as the server will, then approve. */
export function ApproveDialog({ application, open, onOpenChange }: ActionDialogOpenProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<EVisaFileProblem | null>(null);
  const approve = useApplicationAction({
    applicationId: application.id,
    run: (eVisa: File) => staffApi.approve(application.id, eVisa),
    success: 'applicationApproved',
    failure: 'approveFailed',
    onDone: () => onOpenChange(false),
  });

  const id = 'admin-evisa-file';
  const error = errorText(problem);
  const hint = t('actions.approveDialog.fileHint');
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setFile(null);
          setProblem(null);
        }
        onOpenChange(next);
      }}
      title={t('actions.approveDialog.title', { number: application.applicationNumber })}
      description={t('actions.approveDialog.description')}
      submitLabel={
        approve.isPending
          ? t('actions.approveDialog.submitting')
          : t('actions.approveDialog.submit')
      }
      submitting={approve.isPending}
      onSubmit={async () => {
        const found = await eVisaFileProblem(file);
        setProblem(found);
        if (found || !file) {
          document.getElementById(id)?.focus();
          return;
        }
        approve.mutate(file);
      }}
    >
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
    </ActionDialog>
  );
}
