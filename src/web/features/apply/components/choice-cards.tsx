import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/web/lib/cn';

export interface Choice {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  /** Shown at the end of the card (a price). */
  aside?: ReactNode;
}

export interface ChoiceCardsProps {
  name: string;
  choices: Choice[];
  registration: UseFormRegisterReturn;
  invalid?: boolean;
  describedBy?: string;
  /** Grid columns from the small breakpoint up; phones always stack. */
  columns?: 1 | 2 | 3;
}

const columnClasses = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/** Radio buttons as large cards: easy to hit on a phone, with room for a line of detail. */
export function ChoiceCards({
  name,
  choices,
  registration,
  invalid,
  describedBy,
  columns = 1,
}: ChoiceCardsProps) {
  return (
    <div className={cn('grid gap-2', columnClasses[columns])}>
      {choices.map((choice) => {
        const id = `${name}-${choice.value}`;
        return (
          <label
            key={choice.value}
            htmlFor={id}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border bg-white p-3',
              'has-checked:border-navy-700 has-checked:bg-navy-50 has-focus-visible:outline-2',
              'has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-700',
              invalid ? 'border-red-700' : 'border-slate-300 hover:border-navy-300',
            )}
          >
            <input
              id={id}
              type="radio"
              value={choice.value}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className="mt-1 size-4 shrink-0 accent-navy-800 focus-visible:outline-none"
              {...registration}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-navy-950">{choice.label}</span>
              {choice.description && (
                <span className="mt-0.5 block text-sm text-slate-600">{choice.description}</span>
              )}
            </span>
            {choice.aside && (
              <span className="shrink-0 text-sm font-semibold text-navy-800">{choice.aside}</span>
            )}
          </label>
        );
      })}
    </div>
  );
}
