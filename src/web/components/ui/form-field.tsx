import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export const inputClasses = (invalid: boolean, className?: string) =>
  cn(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-navy-950 shadow-sm',
    'placeholder:text-slate-500 focus:border-navy-600 disabled:bg-slate-100',
    invalid ? 'border-red-700' : 'border-slate-500',
    className,
  );

const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The ids a control points to with aria-describedby: its hint, then its error. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ') || undefined;
}

export interface FieldErrorProps {
  id: string;
  message?: string;
  /**
   * False when the message does not say which field it is about ('Please select a country from
   * the list'): the error summary then puts the field's label before it. By default a message
   * names its field ('Enter the father's nationality') and the summary shows it alone.
   */
  namesField?: boolean;
}

export function FieldError({ id, message, namesField = true }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p
      id={errorId(id)}
      data-names-field={namesField ? undefined : 'false'}
      className="mt-1.5 text-sm font-medium text-red-700"
    >
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
  /** Whether `error` names its field (FieldError). */
  errorNamesField?: boolean;
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
  errorNamesField,
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
      <FieldError id={id} message={error} namesField={errorNamesField} />
    </div>
  );
}

export interface FieldGroupProps {
  id: string;
  legend: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Whether `error` names its field (FieldError). */
  errorNamesField?: boolean;
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
  errorNamesField,
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
      <FieldError id={id} message={error} namesField={errorNamesField} />
    </fieldset>
  );
}
