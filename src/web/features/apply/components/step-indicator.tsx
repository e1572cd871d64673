import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';
import { applySteps, stepIndex, stepPath, type ApplyStep } from '../apply-steps';
import { isStepOpen, type StepState } from '../step-access';

export interface StepIndicatorProps {
  current: ApplyStep;
  state: StepState;
}

/**
 * Step numbers and labels; completed steps show a check and open steps are links. Phones get
 * a compact row of numbers with the current label; wide screens a labelled list.
 */
export function StepIndicator({ current, state }: StepIndicatorProps) {
  const { t: tApply } = useTranslation('apply', { useSuspense: true });
  const currentIndex = stepIndex(current);

  return (
    <nav aria-label={tApply('progress.progressLabel')}>
      <ol className="flex items-center gap-1 lg:grid lg:gap-1">
        {applySteps.map((step, index) => {
          const done = index < currentIndex;
          const isCurrent = step === current;
          const open = !isCurrent && isStepOpen(step, state);
          const label = tApply(`progress.steps.${step}.label`);
          const badge = (
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                done && 'border-navy-800 bg-navy-800 text-white',
                isCurrent && 'border-navy-800 bg-white text-navy-900',
                !done && !isCurrent && 'border-slate-300 bg-white text-slate-600',
              )}
            >
              {done ? <CheckIcon className="size-4" /> : index + 1}
            </span>
          );
          const content = (
            <>
              {badge}
              <span className={cn('sr-only lg:not-sr-only', isCurrent && 'font-semibold')}>
                {label}
              </span>
              {done && <span className="sr-only">{tApply('wizard.stepDone')}</span>}
            </>
          );
          const row = 'flex min-h-11 items-center gap-3 rounded-lg lg:px-3 text-sm';
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn('flex items-center lg:block', index > 0 && 'flex-1 lg:flex-none')}
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'me-1 h-0.5 flex-1 lg:hidden',
                    done || isCurrent ? 'bg-navy-800' : 'bg-slate-300',
                  )}
                />
              )}
              {open ? (
                <Link to={stepPath(step)} className={cn(row, 'text-navy-800 hover:bg-navy-50')}>
                  {content}
                </Link>
              ) : (
                <span
                  className={cn(row, isCurrent ? 'text-navy-950 lg:bg-navy-50' : 'text-slate-600')}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-sm font-semibold text-navy-800 lg:hidden">
        {tApply('progress.stepOf', { current: currentIndex + 1, total: applySteps.length })}:{' '}
        <span className="text-navy-950">{tApply(`progress.steps.${current}.label`)}</span>
      </p>
    </nav>
  );
}
