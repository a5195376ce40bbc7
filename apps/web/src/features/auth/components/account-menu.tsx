import { ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { accountLinks } from '../account-links';
import { useCurrentUser } from '../api/get-user-details';
import { useLogout } from '../api/logout';
import { AccountSummary } from './account-summary';

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none focus-visible:outline-2';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/**
 * The header's Account dropdown (SPEC §2), a WAI-ARIA menu button: Enter, Space or ↓ opens
 * it on the first entry, ↑ on the last; ↑/↓/Home/End move; Escape closes it and returns to
 * the button; Tab or a click elsewhere closes it.
 */
export function AccountMenu() {
  const { user, isAdmin } = useCurrentUser();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** Which entry gets focus when the menu opens. */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  /** Set when closing should hand focus back to the button (Escape). */
  const returnFocus = useRef(false);
  const menuId = useId();

  useEffect(() => {
    if (!open) {
      // After the menu has left the DOM, so nothing can take the focus back from the button.
      if (returnFocus.current) buttonRef.current?.focus();
      returnFocus.current = false;
      return;
    }
    const entries = menuItems(menuRef.current);
    const target = focusOnOpen.current === 'last' ? entries.at(-1) : entries[0];
    if (focusOnOpen.current) target?.focus();
    focusOnOpen.current = null;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the menu wherever the focus is (a click may have left it on the page).
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      returnFocus.current = true;
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  function openMenu(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function close(options: { returnFocus: boolean }) {
    returnFocus.current = options.returnFocus;
    setOpen(false);
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const entries = menuItems(menuRef.current);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      entries[(to + entries.length) % entries.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(entries.length - 1);
      case 'Tab':
        return close({ returnFocus: false });
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
      >
        <CircleUserRound aria-hidden="true" className="size-5" />
        Account
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <AccountSummary user={user} className="border-b border-slate-200 px-3 pt-1 pb-2" />
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label="Account"
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            className="mt-1 max-h-[calc(100dvh-8rem)] overflow-y-auto"
          >
            {accountLinks(isAdmin).map((link) => (
              <Link
                key={link.to}
                to={link.to}
                role="menuitem"
                tabIndex={-1}
                onClick={() => setOpen(false)}
                className={itemClasses}
              >
                {link.label}
              </Link>
            ))}
            <hr className="my-1 border-slate-200" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                logout.mutate();
              }}
              className={cn(itemClasses, 'text-red-700 hover:bg-red-50 focus:bg-red-50')}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Log Out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
