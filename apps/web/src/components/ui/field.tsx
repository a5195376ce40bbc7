import {
  type ComponentProps,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '#web/lib/cn';

/** A <select>'s look: browsers count a select as `:read-only`, so it has no read-only style. */
export const selectClasses =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 aria-invalid:border-red-600 sm:text-sm';

export const inputClasses = `${selectClasses} placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-600`;

export const textareaClasses = cn(inputClasses, 'h-auto resize-y py-2');

/**
 * The one way a control says it is wrong (issue 15): `aria-invalid` while it has an error,
 * and `aria-describedby` naming its hint and its error line, so a screen reader reads the
 * message with the field whenever the field gets focus. For controls that are not a <Field>
 * (a <select>, a group of checkboxes): spread `control` on the control (or its fieldset) and
 * render <FieldMessages {...messages} />.
 */
export function useFieldMessages({
  id,
  hint,
  error,
}: {
  id?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return {
    control: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': cn(hint ? hintId : undefined, error ? errorId : undefined) || undefined,
    },
    messages: { hint, hintId, error, errorId },
  } as const;
}

/** The hint and error lines under a control, with the ids useFieldMessages links to. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <>
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
    </>
  );
}

/** An input's props, `ref` included (a form library registers the input through it). */
export interface FieldProps extends ComponentProps<'input'> {
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
  const { control, messages } = useFieldMessages({ id, hint, error });
  return (
    <div className={className}>
      <label htmlFor={control.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          {...control}
          className={cn(inputClasses, trailing ? 'pr-12' : undefined)}
          {...input}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        )}
      </div>
      <FieldMessages {...messages} />
    </div>
  );
}

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled <textarea> following the same pattern as <Field>. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextareaFieldProps) {
  const { control, messages } = useFieldMessages({ id, hint, error });
  return (
    <div className={className}>
      <label htmlFor={control.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea {...control} className={cn(textareaClasses, 'mt-1')} {...textarea} />
      <FieldMessages {...messages} />
    </div>
  );
}

/**
 * Moves focus to the first control inside `root` (document order) marked aria-invalid and
 * returns it. Focus is what makes a screen reader read the field with its message, so this
 * is how a refused submit is announced. When that control already has focus (Enter pressed in
 * it), focus() would be a no-op and nothing would be read: it is blurred and focused again.
 */
export function focusFirstInvalid(root: ParentNode): HTMLElement | null {
  const target = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return null;
  if (target === document.activeElement) target.blur();
  target.focus();
  return target;
}

/**
 * For a form that shows its errors on submit: attach `ref` to the <form> and call
 * `focusFirstInvalid()` in the submit handler (or a server error handler) in the same turn as
 * the state change that shows the errors. The focus happens after React has drawn them, so
 * the aria-invalid it looks for is already on the page.
 *
 *   const { ref, focusFirstInvalid } = useFocusFirstInvalid();
 *   function onSubmit(event) {
 *     event.preventDefault();
 *     setShowErrors(true);
 *     if (!valid) return focusFirstInvalid();
 *     save.mutate(values);
 *   }
 *   return <form ref={ref} noValidate onSubmit={onSubmit}>…</form>;
 */
export function useFocusFirstInvalid<Root extends HTMLElement = HTMLFormElement>(): {
  ref: RefObject<Root | null>;
  focusFirstInvalid: () => void;
} {
  const ref = useRef<Root>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0 && ref.current) focusFirstInvalid(ref.current);
  }, [request]);
  const focusAfterRender = useCallback(() => setRequest((count) => count + 1), []);
  return { ref, focusFirstInvalid: focusAfterRender };
}
