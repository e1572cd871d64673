import { useTranslation } from 'react-i18next';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { staffApi, type EVisaUpload } from '../api/staff-api';
import { ActionDialog } from './action-dialog';
import { useEVisaFile } from './evisa-file-field';
import { useApplicationAction } from './use-application-action';

export interface ActionDialogOpenProps {
  application: TAdminApplicationDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Call 11: choose the e-visa PDF, checked here as the server will, then approve. */
export function ApproveDialog({ application, open, onOpenChange }: ActionDialogOpenProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const eVisa = useEVisaFile('admin-evisa-file');
  const approve = useApplicationAction({
    applicationId: application.id,
    run: (upload: EVisaUpload) => staffApi.approve(application.id, upload),
    success: 'applicationApproved',
    failure: 'approveFailed',
    onDone: () => onOpenChange(false),
    onRefused: eVisa.refused,
  });

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) eVisa.reset();
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
        const upload = await eVisa.checked();
        if (upload) approve.mutate(upload);
      }}
    >
      {eVisa.field}
    </ActionDialog>
  );
}
