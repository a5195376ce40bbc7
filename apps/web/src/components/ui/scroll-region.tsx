import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A box whose wide content scrolls sideways (a table on a phone). Keyboard users
 * must be able to reach it to scroll it with the arrow keys (axe
 * scrollable-region-focusable, WCAG 2.1.1), and a focused region needs a name a
 * screen reader can say.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is operated by the keyboard
    <section aria-label={label} tabIndex={0} className={cn('overflow-x-auto', className)}>
      {children}
    </section>
  );
}
