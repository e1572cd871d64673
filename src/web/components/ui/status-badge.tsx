import type { ApplicationStatus } from '@/domain/status';
import { cn } from '@/web/lib/cn';
import { CheckIcon, ClockIcon, CloseIcon, InfoIcon } from './icons';

// One colour and one icon per status, for applicants (the status check, specification section
// 4) and staff (the dashboard) alike; each page brings its own word for the status. The word is
// always shown: colour never carries the meaning alone.

/** Background, text and ring colours; the dashboard's counts use them for their dots. */
export const statusTone: Record<ApplicationStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  submitted: 'bg-amber-50 text-amber-950 ring-amber-300',
  paid: 'bg-indigo-50 text-indigo-900 ring-indigo-300',
  under_review: 'bg-sky-50 text-sky-900 ring-sky-300',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-50 text-red-900 ring-red-300',
  partly_approved: 'bg-teal-50 text-teal-900 ring-teal-300',
  action_required: 'bg-orange-50 text-orange-950 ring-orange-300',
};

const statusIcon: Record<ApplicationStatus, typeof InfoIcon> = {
  draft: InfoIcon,
  submitted: InfoIcon,
  paid: InfoIcon,
  under_review: ClockIcon,
  approved: CheckIcon,
  rejected: CloseIcon,
  partly_approved: CheckIcon,
  action_required: InfoIcon,
};

const sizes = {
  /** In tables and summaries. */
  sm: { badge: 'gap-1.5 px-2.5 py-0.5 text-sm font-semibold', icon: 'size-4' },
  /** The status check's answer. */
  lg: { badge: 'gap-2 px-3 py-1 text-base font-bold', icon: 'size-5' },
};

export function StatusBadge({
  status,
  label,
  size = 'lg',
}: {
  status: ApplicationStatus;
  /** The status in the page's words (customer or staff). */
  label: string;
  size?: keyof typeof sizes;
}) {
  const Icon = statusIcon[status];
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full whitespace-nowrap ring-1 ring-inset',
        sizes[size].badge,
        statusTone[status],
      )}
    >
      <Icon className={sizes[size].icon} />
      {label}
    </span>
  );
}
