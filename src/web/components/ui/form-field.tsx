import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export const inputClasses = (invalid: boolean, className?: string) =>
  cn(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-navy-950 shadow-sm',
    'placeholder:text-slate-500 focus:border-navy-600 disabled:bg-slate-100',
    invalid ? 'border-red-700' : 'border-slate-300',
    className,
  );

const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The ids a control points to with aria-describedby: its hint, then its error. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function FieldHint({ id, hint }: { id: string; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={hintId(id)} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A label, its control, an optional hint and the field's error, wired for assistive technology. */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-navy-950">
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={id} hint={hint} />
      <div className="mt-1.5">{children}</div>
      <FieldError id={id} message={error} />
    </div>
  );
}

export interface FieldGroupProps {
  id: string;
  legend: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A fieldset for controls that share one question (radios, a three-part date). */
export function FieldGroup({
  id,
  legend,
  required,
  hint,
  error,
  className,
  children,
}: FieldGroupProps) {
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(id, hint, error)}
      className={cn('min-w-0', className)}
    >
      <legend className="font-semibold text-navy-950">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldHint id={id} hint={hint} />
      <div className="mt-1.5">{children}</div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
