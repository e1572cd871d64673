import { useEffect, useRef, type ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';

export type PanelTone = 'info' | 'success' | 'danger' | 'busy';

const tones: Record<PanelTone, string> = {
  info: 'border-navy-200 bg-navy-50',
  busy: 'border-navy-200 bg-navy-50',
  success: 'border-green-300 bg-green-50',
  danger: 'border-red-300 bg-red-50',
};

const iconTones: Record<PanelTone, string> = {
  info: 'bg-navy-100 text-navy-800',
  busy: 'bg-navy-100 text-navy-800',
  success: 'bg-green-700 text-white',
  danger: 'bg-red-700 text-white',
};

export interface StatusPanelProps {
  tone: PanelTone;
  title: string;
  children?: ReactNode;
  /** Moves focus to the heading when shown, so a screen reader reads the new state first. */
  focusOnShow?: boolean;
  testId?: string;
}

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={cn('motion-safe:animate-spin', className)}
      fill="none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** One state of the payment step (verifying, success, failed, ...) as a titled, toned card. */
export function StatusPanel({
  tone,
  title,
  children,
  focusOnShow = true,
  testId,
}: StatusPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, title]);

  const icon =
    tone === 'busy' ? (
      <Spinner className="size-6" />
    ) : tone === 'success' ? (
      <CheckIcon className="size-6" />
    ) : tone === 'danger' ? (
      <AlertIcon className="size-6" />
    ) : (
      <InfoIcon className="size-6" />
    );

  return (
    <section
      className={cn('rounded-2xl border p-5 sm:p-6', tones[tone])}
      aria-busy={tone === 'busy' || undefined}
      data-testid={testId}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
            iconTones[tone],
          )}
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-navy-950 outline-none">
            {title}
          </h3>
          <div className="mt-2 grid gap-3 text-slate-800">{children}</div>
        </div>
      </div>
    </section>
  );
}
