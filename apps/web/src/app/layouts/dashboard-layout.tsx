import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

/** Account links for every signed-in user; the admin links join once roles are known (accounts issue). */
const accountLinks = [
  { label: 'Profile', to: paths.dashboard.profile },
  { label: 'My Orders', to: paths.dashboard.myOrders },
  { label: 'Address', to: paths.dashboard.address },
] as const;

/** SPEC §2 account area: a 250 px sidebar (desktop only) beside the content. */
export function DashboardLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl lg:grid lg:grid-cols-[250px_minmax(0,1fr)] lg:gap-6 lg:px-4">
      <aside className="hidden border-r border-slate-200 py-6 pr-4 lg:block">
        <nav aria-label="Account">
          <ul className="space-y-1">
            {accountLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
