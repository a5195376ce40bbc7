import type { ReactNode } from 'react';
import { AccountNav } from '#web/features/auth/components/account-nav';
import { RequireAuth } from '#web/features/auth/components/require-auth';

/**
 * SPEC §2 account area, signed-in users only: a 250 px sidebar with the account menu beside
 * the content on desktop. Below 768 px the sidebar steps aside; the header's Account button
 * opens the same menu as a page (/user).
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <div className="mx-auto w-full max-w-7xl md:grid md:grid-cols-[250px_minmax(0,1fr)] md:gap-6 md:px-4">
        <aside className="hidden border-r border-slate-200 py-6 pr-4 md:block">
          <div className="sticky top-24">
            <AccountNav />
          </div>
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </RequireAuth>
  );
}
