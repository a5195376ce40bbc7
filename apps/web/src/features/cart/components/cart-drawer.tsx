import { X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useNativeDialog } from '#web/components/ui/use-native-dialog';
import { CartLoading } from './cart-loading';

/** The drawer's body loads on first open (or when the cart button is pointed at): not a first-load cost. */
export const loadCartSummary = () => import('./cart-summary');
const CartSummary = lazy(async () => ({ default: (await loadCartSummary()).CartSummary }));

/**
 * The cart drawer (SPEC §2): a side sheet on the native <dialog>, so focus is trapped,
 * the page behind is inert and Escape closes it.
 */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useNativeDialog(open);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; keyboards close the native dialog with Escape.
    <dialog
      ref={ref}
      aria-labelledby="cart-drawer-title"
      // Escape: 'cancel' comes at once, 'close' a task later. The state follows 'cancel', so
      // the opener (focused again at once) can reopen it; a 'close' arriving after that
      // reopening is stale and ignored.
      onCancel={onClose}
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      // Clicking the dimmed backdrop (the dialog element itself) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 ml-auto h-dvh max-h-dvh w-full max-w-md bg-slate-50 p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="flex min-h-full flex-col">
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
            <h2 id="cart-drawer-title" className="text-lg font-semibold">
              Cart
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close cart"
              className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <Suspense fallback={<CartLoading />}>
            <CartSummary headingLevel={3} onNavigate={onClose} />
          </Suspense>
        </div>
      )}
    </dialog>
  );
}
