import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '@store/contract/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import toast, { useToasterStore } from 'react-hot-toast/headless';
import { Toaster } from '#web/components/ui/toaster';
import { useSessionSync } from '#web/features/auth/hooks/use-session-sync';
import { WishlistSync } from '#web/features/wishlist/components/wishlist-sync';
import { createQueryClient } from '#web/lib/query-client';
import { ProductCardActions } from './product-card-actions';
import { WarmUpProvider } from './warm-up';

/** SPEC §9: at most 20 toasts on screen; the oldest visible ones are dismissed first. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest toast first.
    for (const extra of toasts.filter((t) => t.visible).slice(TOAST_LIMIT)) toast.dismiss(extra.id);
  }, [toasts]);
  return null;
}

/**
 * A success settles the errors shown before it (issue 15): after 'Error: Password is too
 * common' and a second, accepted try, only 'User registered successfully' is on screen. One
 * rule for every form, here where all toasts pass, instead of each form dismissing its own.
 */
function DismissSettledErrors() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest toast first.
    const success = toasts.find((t) => t.type === 'success' && t.visible);
    if (!success) return;
    for (const stale of toasts) {
      if (stale.type === 'error' && stale.visible && stale.createdAt <= success.createdAt) {
        toast.dismiss(stale.id);
      }
    }
  }, [toasts]);
  return null;
}

/** Refetches or forgets the user's own data when the user changes (SPEC §4). */
function SessionSync() {
  useSessionSync();
  return null;
}

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries); the app makes one per page load. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <WarmUpProvider>
        <ProductCardActions>{children}</ProductCardActions>
      </WarmUpProvider>
      <Toaster
        toastOptions={{
          success: { duration: TOAST_SUCCESS_MS },
          error: { duration: TOAST_ERROR_MS },
        }}
      />
      <ToastLimit />
      <DismissSettledErrors />
      <SessionSync />
      <WishlistSync />
    </QueryClientProvider>
  );
}
