import type { TFunction } from 'i18next';
import { toast } from '@/web/components/ui/toast-store';

// The sign-in toasts of the error catalogue: 'Login Failed' with the server's message (or
// 'Invalid credentials'), and 'Login Successful'. The form shows the same words (its error
// summary or the field), so the failure's toast closes on its own.

export function loginFailed(t: TFunction<'admin'>, description: string | undefined) {
  toast({
    title: t('toast.loginFailed'),
    description: description ?? t('toast.invalidCredentials'),
    variant: 'destructive',
    shownInPage: true,
  });
}

export function loginSucceeded(t: TFunction<'admin'>) {
  toast({ title: t('toast.loginSuccessful'), variant: 'success' });
}
