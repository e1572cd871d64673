import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZSendCustomerEmailRequest, type TSendCustomerEmailRequest } from '@/domain/schemas/admin';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { isolateLtr } from '@/web/lib/bidi';
import { staffApi } from '../api/staff-api';
import { ActionDialog } from './action-dialog';
import type { ActionDialogOpenProps } from './approve-dialog';
import { useApplicationAction } from './use-application-action';
import { useStaffDraft } from './use-staff-draft';
import { useErrorText } from '@/web/lib/use-error-text';

/** Call 13: a staff-written message, always to the email on record. */
export function EmailDialog({ application, open, onOpenChange }: ActionDialogOpenProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const errorText = useErrorText();
  const form = useForm<TSendCustomerEmailRequest>({
    resolver: zodResolver(ZSendCustomerEmailRequest),
    defaultValues: { subject: '', message: '' },
  });
  const draft = useStaffDraft(form, `email:${application.id}`, ['subject', 'message']);
  const send = useApplicationAction({
    applicationId: application.id,
    run: (body: TSendCustomerEmailRequest) => staffApi.sendEmail(application.id, body),
    success: 'emailSent',
    failure: 'emailFailed',
    onDone: () => {
      form.reset();
      draft.drop();
      onOpenChange(false);
    },
  });
  const errors = form.formState.errors;
  const subjectError = errorText(errors.subject?.message);
  const messageError = errorText(errors.message?.message);

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('actions.emailDialog.title')}
      description={t('actions.emailDialog.description', { email: isolateLtr(application.email) })}
      submitLabel={
        send.isPending ? t('actions.emailDialog.submitting') : t('actions.emailDialog.submit')
      }
      submitting={send.isPending}
      onSubmit={() => void form.handleSubmit((values) => send.mutate(values))()}
    >
      <FormField
        id="admin-email-subject"
        label={t('actions.emailDialog.subjectLabel')}
        required
        error={subjectError}
      >
        <input
          id="admin-email-subject"
          type="text"
          maxLength={150}
          aria-required
          aria-invalid={subjectError ? true : undefined}
          aria-describedby={describedBy('admin-email-subject', undefined, subjectError)}
          className={inputClasses(Boolean(subjectError))}
          {...form.register('subject')}
        />
      </FormField>
      <FormField
        id="admin-email-message"
        label={t('actions.emailDialog.messageLabel')}
        required
        error={messageError}
      >
        <textarea
          id="admin-email-message"
          rows={7}
          maxLength={5000}
          aria-required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy('admin-email-message', undefined, messageError)}
          className={inputClasses(Boolean(messageError))}
          {...form.register('message')}
        />
      </FormField>
    </ActionDialog>
  );
}
