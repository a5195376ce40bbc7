import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

/** A <select>'s look: browsers count a select as `:read-only`, so it has no read-only style. */
export const selectClasses =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 aria-invalid:border-red-600 sm:text-sm';

export const inputClasses = `${selectClasses} placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-600`;

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the input in red and announced with it (aria-describedby). */
  error?: string | undefined;
  /** A quiet line under the input, also linked to it. */
  hint?: ReactNode;
  /** Something inside the input's right edge, such as a show-password button. */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error text linked for assistive tech. */
export function Field({ label, error, hint, trailing, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = cn(hint ? hintId : undefined, error ? errorId : undefined) || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, trailing ? 'pr-12' : undefined)}
          {...input}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
