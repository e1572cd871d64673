import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@/domain/status';
import { cn } from '@/web/lib/cn';

// Colour helps scanning; the word carries the meaning (never colour alone).
export const statusTone: Record<ApplicationStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  submitted: 'bg-sky-50 text-sky-900 ring-sky-300',
  paid: 'bg-indigo-50 text-indigo-900 ring-indigo-300',
  under_review: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-50 text-red-900 ring-red-300',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        statusTone[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
