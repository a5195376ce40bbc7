import type { ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';

interface NavLinkProps extends Omit<ComponentProps<'a'>, 'className' | 'href'> {
  to: string;
  /** Classes for the link, told whether it names the current page. */
  className: (isActive: boolean) => string;
}

/** A link that knows when it names the current page: styled so, and `aria-current="page"`. */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const [pathname] = useLocation();
  const isActive = pathname.replace(/\/+$/, '') === to;
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={className(isActive)}
      {...props}
    />
  );
}
