import { STORE_NAME } from '@store/contract/constants';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { useCurrentUser } from '../api/get-user-details';

/**
 * Admin pages (SPEC §2, §6): only role ADMIN, by exact match, sees them; anyone else gets
 * the red 'Do not have permission'. The server refuses their calls too (DESIGN §4).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading, error, refetch } = useCurrentUser();
  if (isLoading) {
    return (
      <p role="status" className="px-4 py-10 text-sm text-slate-500">
        Loading…
      </p>
    );
  }
  if (!user) {
    return (
      <div role="alert" className="px-4 py-10">
        <p className="text-sm text-slate-700">{error?.message ?? 'Could not load your account.'}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (user.role !== 'ADMIN') {
    return (
      <>
        <title>{`Do not have permission | ${STORE_NAME}`}</title>
        {/* The page's one heading: it is all this page says (axe page-has-heading-one). */}
        <h1 className="px-4 py-10 text-lg font-semibold text-red-600">Do not have permission</h1>
      </>
    );
  }
  return children;
}
