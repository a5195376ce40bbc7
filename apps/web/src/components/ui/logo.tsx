import { STORE_NAME } from '@store/contract/constants';
import { Link } from 'wouter';
import { paths } from '#web/config/paths';

/** The store's mark: the favicon's play-and-sparkle, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M12 9.5v13l10-6.5z" fill="#fff" />
      <path d="M24 5l.9 2.1L27 8l-2.1.9L24 11l-.9-2.1L21 8l2.1-.9z" fill="#fde68a" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to={paths.home}
      className="flex shrink-0 items-center gap-1.5 rounded-lg text-[0.9375rem] font-bold tracking-tight text-slate-900 sm:gap-2 sm:text-lg"
    >
      <LogoMark className="size-7 text-brand-700 sm:size-8" />
      <span>{STORE_NAME}</span>
    </Link>
  );
}
