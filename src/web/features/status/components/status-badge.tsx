import type { ReactNode } from 'react';
import { customerStatusKey, type ApplicationStatus } from '@/domain/status';
import { CheckIcon, ClockIcon, CloseIcon, InfoIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';

// Colours and icons per status (specification section 4): approved, rejected, processing, and
// everything else. The word is always shown too: colour never carries the meaning alone.
const looks: Record<'approved' | 'rejected' | 'processing' | 'other', [string, ReactNode]> = {
  approved: ['border-emerald-300 bg-emerald-50 text-emerald-900', <CheckIcon key="i" />],
  rejected: ['border-red-300 bg-red-50 text-red-900', <CloseIcon key="i" />],
  processing: ['border-sky-300 bg-sky-50 text-sky-900', <ClockIcon key="i" />],
  other: ['border-amber-300 bg-amber-50 text-amber-950', <InfoIcon key="i" />],
};

function statusLook(status: ApplicationStatus) {
  const key = customerStatusKey(status);
  return key === 'approved' || key === 'rejected' || key === 'processing' ? key : 'other';
}

export function StatusBadge({ status, label }: { status: ApplicationStatus; label: string }) {
  const [classes, icon] = looks[statusLook(status)];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-base font-bold',
        classes,
      )}
    >
      {icon}
      {label}
    </span>
  );
}
