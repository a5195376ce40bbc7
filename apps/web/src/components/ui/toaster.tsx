import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import {
  type DefaultToastOptions,
  resolveValue,
  type Toast,
  useToaster,
} from 'react-hot-toast/headless';

/** Space between stacked toasts, in pixels. */
const GUTTER = 8;

function ToastIcon({ toast }: { toast: Toast }) {
  if (toast.icon !== undefined) return <span aria-hidden="true">{toast.icon}</span>;
  if (toast.type === 'success') {
    return <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />;
  }
  if (toast.type === 'error') {
    return <CircleX aria-hidden="true" className="size-5 shrink-0 text-red-600" />;
  }
  if (toast.type === 'loading') {
    return (
      <LoaderCircle
        aria-hidden="true"
        className="size-5 shrink-0 text-slate-500 motion-safe:animate-spin"
      />
    );
  }
  return null;
}

/** A toast drawn in the stack; its offset comes from the heights of those above it. */
function ToastItem({
  toast,
  handlers,
}: {
  toast: Toast;
  handlers: ReturnType<typeof useToaster>['handlers'];
}) {
  return (
    <div
      // Measured once: the stack's offsets come from each toast's height.
      ref={(element) => {
        if (element && toast.height === undefined) {
          handlers.updateHeight(toast.id, element.getBoundingClientRect().height);
        }
      }}
      style={{ transform: `translateY(${handlers.calculateOffset(toast, { gutter: GUTTER })}px)` }}
      // A dismissed toast fades out for a moment; it is no longer news to anyone.
      aria-hidden={toast.visible ? undefined : true}
      className={`absolute inset-x-0 flex justify-center transition-[transform,opacity] duration-200 ${
        toast.visible ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <div className="pointer-events-auto flex max-w-sm items-center gap-2.5 rounded-lg bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-lg ring-1 ring-slate-900/10 motion-safe:animate-toast-enter">
        <ToastIcon toast={toast} />
        <div>{resolveValue(toast.message, toast)}</div>
      </div>
    </div>
  );
}

/**
 * The toasts, top centre (SPEC §8, §9): react-hot-toast's own queue, timers and pause on
 * hover through its headless entry, drawn here with the store's styles. Its ready-made
 * Toaster would bring a CSS-in-JS runtime (goober) into every first load for the same look.
 *
 * Screen readers hear each toast from one of two live regions that are on the page from the
 * first render: a live region created together with its text is often not read (issue 15),
 * while text added to a region already there is. Errors are assertive (read at once, they
 * say an action failed); everything else is polite (queued after what is being read). The
 * regions hold the visible toasts themselves, so each message is on the page once. Neither
 * region is atomic: only the new toast is read, not the whole stack again.
 */
export function Toaster({ toastOptions }: { toastOptions?: DefaultToastOptions }) {
  const { toasts, handlers } = useToaster(toastOptions);
  const errors = toasts.filter((toast) => toast.type === 'error');
  const others = toasts.filter((toast) => toast.type !== 'error');
  return (
    <section
      aria-label="Notifications"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      className="pointer-events-none fixed inset-x-4 top-4 z-[9999]"
    >
      {/* Unpositioned wrappers: each toast is placed against the section, as one stack. */}
      <div aria-live="assertive" aria-relevant="additions text">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} handlers={handlers} />
        ))}
      </div>
      <div aria-live="polite" aria-relevant="additions text">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} handlers={handlers} />
        ))}
      </div>
    </section>
  );
}
