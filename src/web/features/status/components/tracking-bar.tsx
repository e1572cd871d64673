import type { ReactNode } from 'react';
import { trackingStage, type ApplicationStatus } from '@/domain/status';
import { CheckIcon, CloseIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';

export interface TrackingBarLabels {
  /**
   * The stage's name: 'received', 'paymentCompleted', 'review', 'eVisaReady' or 'rejected'. A
   * node, so the bilingual tracking page can mark each language (lang="tr", lang="en").
   */
  stage: (key: string) => ReactNode;
  /** Read after each stage by screen readers: 'completed' or 'not yet reached'. */
  done: ReactNode;
  pending: ReactNode;
  /** The list's accessible name. */
  name: string;
}

/**
 * The 4-stage progress bar (specification section 4): received, payment completed, review,
 * e-visa ready; a rejection takes the last stage's place. A view of the one status.
 */
export function TrackingBar({
  status,
  labels,
}: {
  status: ApplicationStatus;
  labels: TrackingBarLabels;
}) {
  const { stages, rejected } = trackingStage(status);
  return (
    <ol aria-label={labels.name} className="grid grid-cols-4 gap-1">
      {stages.map(({ key, done }, index) => {
        const last = index === stages.length - 1;
        const isRejection = last && rejected;
        return (
          <li key={key} className="flex min-w-0 flex-col items-center text-center">
            <span
              className={cn(
                'h-2 w-full rounded-full',
                isRejection ? 'bg-red-600' : done ? 'bg-emerald-600' : 'bg-slate-200',
              )}
              aria-hidden="true"
            />
            <span
              aria-hidden="true"
              className={cn(
                'mt-2 inline-flex size-8 items-center justify-center rounded-full border-2 text-sm font-bold',
                isRejection
                  ? 'border-red-600 bg-red-50 text-red-800'
                  : done
                    ? 'border-emerald-600 bg-emerald-600 text-white'
                    : 'border-slate-300 bg-white text-slate-600',
              )}
            >
              {isRejection ? (
                <CloseIcon className="size-4" />
              ) : done ? (
                <CheckIcon className="size-4" />
              ) : (
                index + 1
              )}
            </span>
            <span
              className={cn(
                'mt-1 text-xs font-semibold text-balance break-words sm:text-sm',
                isRejection ? 'text-red-800' : done ? 'text-navy-950' : 'text-slate-600',
              )}
            >
              {labels.stage(isRejection ? 'rejected' : key)}
              <span className="sr-only">
                {' '}
                ({done || isRejection ? labels.done : labels.pending})
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
