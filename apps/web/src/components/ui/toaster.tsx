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

/**
 * The toasts, top centre (SPEC §8, §9): react-hot-toast's own queue, timers and pause on
 * hover through its headless entry, drawn here with the store's styles. Its ready-made
 * Toaster would bring a CSS-in-JS runtime (goober) into every first load for the same look.
 */
export function Toaster({ toastOptions }: { toastOptions?: DefaultToastOptions }) {
  const { toasts, handlers } = useToaster(toastOptions);
  return (
    <section
      aria-label="Notifications"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      className="pointer-events-none fixed inset-x-4 top-4 z-[9999]"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          // Measured once: the stack's offsets come from each toast's height.
          ref={(element) => {
            if (element && toast.height === undefined) {
              handlers.updateHeight(toast.id, element.getBoundingClientRect().height);
            }
          }}
          style={{
            transform: `translateY(${handlers.calculateOffset(toast, { gutter: GUTTER })}px)`,
          }}
          // A dismissed toast fades out for a moment; it is no longer news to anyone.
          aria-hidden={toast.visible ? undefined : true}
          className={`absolute inset-x-0 flex justify-center transition-[transform,opacity] duration-200 ${
            toast.visible ? 'opacity-100' : 'opacity-0'
          }`}
        >
          <div className="pointer-events-auto flex max-w-sm items-center gap-2.5 rounded-lg bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-lg ring-1 ring-slate-900/10 motion-safe:animate-toast-enter">
            <ToastIcon toast={toast} />
            <div {...toast.ariaProps}>{resolveValue(toast.message, toast)}</div>
          </div>
        </div>
      ))}
    </section>
  );
}
