import { X } from 'lucide-react';
import { PageTitle } from '#web/components/ui/page';
import { paths } from '#web/config/paths';
import { AccountNav } from '#web/features/auth/components/account-nav';
import { RequireAuth } from '#web/features/auth/components/require-auth';
import { useNavigate, useNavigationType } from '#web/lib/navigation';

/** SPEC §2 /user: the account menu as a page for phones, with a close button that goes back. */
export default function UserMenuPage() {
  const navigate = useNavigate();
  // Opened from another page of the store: go back there. Arrived at directly (a link, a
  // reload, Back or Forward): there may be nothing of ours to go back to, so go home.
  const openedInStore = useNavigationType() !== 'POP';
  const close = () => (openedInStore ? navigate(-1) : navigate(paths.home));
  return (
    <RequireAuth>
      <div className="mx-auto w-full max-w-md px-4 py-6">
        <div className="mb-4 flex items-center justify-between gap-4">
          <PageTitle>Account</PageTitle>
          <button
            type="button"
            onClick={() => void close()}
            aria-label="Close"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <AccountNav className="rounded-xl border border-slate-200 bg-white p-3" />
      </div>
    </RequireAuth>
  );
}
