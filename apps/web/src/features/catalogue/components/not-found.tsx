import { STORE_NAME } from '@store/contract/constants';
import { useLocation } from 'wouter';
import { buttonClasses } from '#web/components/ui/button';
import { paths } from '#web/config/paths';

/**
 * An unknown product or listing: the same page and wording as the router's own 404 (SPEC §8),
 * so `/product/{slug}-{unknown id}` (or a listing naming no sub-category) reads like any other address that names nothing.
 */
export function NotFound() {
  const [pathname] = useLocation();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16">
      <title>{`404 Not Found | ${STORE_NAME}`}</title>
      <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg font-medium text-slate-800">404 Not Found</p>
      <p className="mt-1 break-words text-slate-600">{`No route matches URL "${pathname}"`}</p>
      <a href={paths.home} className={buttonClasses({ className: 'mt-8' })}>
        Go To Home
      </a>
    </div>
  );
}
