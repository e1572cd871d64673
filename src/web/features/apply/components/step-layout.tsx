import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { AlertIcon, ArrowBackIcon, ArrowForwardIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';

export const STEP_TITLE_ID = 'apply-step-title';

/**
 * The step's heading (h2 under the page's h1) and its lead text. Arriving at a step puts focus
 * on this heading (data-page-heading), which names the step where the h1 names the wizard.
 */
export function StepHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header className="mb-6">
      <h2 id={STEP_TITLE_ID} data-page-heading className="text-2xl font-bold text-navy-950">
        {title}
      </h2>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
    </header>
  );
}

/** A titled group of fields inside a step. */
export function FormSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('grid gap-5', className)}>
      <div>
        <h3 id={`${id}-title`} className="text-lg font-bold text-navy-950">
          {title}
        </h3>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** An error about the whole step (a failed save), announced when it appears. */
export function StepAlert({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-navy-950"
    >
      <AlertIcon className="mt-0.5 text-red-700" />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 text-sm">{children}</div>}
      </div>
    </div>
  );
}

export interface StepActionsProps {
  onPrevious?: () => void;
  nextLabel: string;
  busyLabel?: string;
  busy?: boolean;
  /** Without onNext the Next button submits the step's form. */
  onNext?: () => void;
  children?: ReactNode;
}

/** Previous and Next, at the end of every step: Next on the reading end, full width on phones. */
export function StepActions({
  onPrevious,
  nextLabel,
  busyLabel,
  busy,
  onNext,
  children,
}: StepActionsProps) {
  const { t } = useTranslation('apply', { useSuspense: true });
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
      {onPrevious && (
        <Button variant="secondary" size="lg" onClick={onPrevious} disabled={busy}>
          <ArrowBackIcon />
          {t('wizard.previous')}
        </Button>
      )}
      {children}
      <Button
        type={onNext ? 'button' : 'submit'}
        size="lg"
        onClick={onNext}
        disabled={busy}
        aria-busy={busy || undefined}
        className="sm:ms-auto"
      >
        {busy && busyLabel ? busyLabel : nextLabel}
        {!busy && <ArrowForwardIcon />}
      </Button>
    </div>
  );
}
