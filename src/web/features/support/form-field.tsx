import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export const inputClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-navy-950 shadow-sm placeholder:text-slate-500 focus:border-navy-600',
    invalid ? 'border-red-700' : 'border-slate-300',
  );

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Renders the control with the ids it must point to (aria-describedby). */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, a control, an optional hint and the field's error, wired for assistive technology. */
export function FormField({ id, label, required, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-navy-950">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1.5">{children(describedBy)}</div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
