import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '#web/lib/use-media-query';

/** A page of the row is this much of its visible width: the last card stays in sight. */
const PAGE_SHARE = 0.85;

interface RowEnds {
  /** The row overflows its box, so there is somewhere to scroll. */
  scrollable: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const NOWHERE: RowEnds = { scrollable: false, atStart: true, atEnd: true };

function endsOf(row: HTMLElement): RowEnds {
  const max = row.scrollWidth - row.clientWidth;
  // A pixel of slack: zoomed screens scroll by fractions and may stop just short of the end.
  return { scrollable: max > 1, atStart: row.scrollLeft <= 1, atEnd: row.scrollLeft >= max - 1 };
}

/**
 * A horizontally scrolling row driven by buttons and arrow keys as well as by touch and
 * trackpads: `page(±1)` scrolls by most of a screenful, and ←/→ on a card move the focus to
 * the card beside it (which scrolls it into view). Smooth, unless reduced motion is asked for.
 */
export function useRowScroll<T extends HTMLElement>(contentKey: unknown) {
  const rowRef = useRef<T>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [ends, setEnds] = useState<RowEnds>(NOWHERE);
  const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const next = endsOf(row);
    // The same ends keep the same object: no render of the row's cards for nothing.
    setEnds((current) =>
      current.scrollable === next.scrollable &&
      current.atStart === next.atStart &&
      current.atEnd === next.atEnd
        ? current
        : next,
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new cards change the row's width
  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') {
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    // No measuring here: reading scrollWidth in an effect forces the whole page's layout before
    // the browser would do it (190 ms of a throttled phone's home page load, six rows). The
    // observer reports every observed element once after the next layout, for free.
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure, contentKey]);

  const page = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy({ left: direction * row.clientWidth * PAGE_SHARE, behavior });
  };

  const onKeyDown = (event: KeyboardEvent<T>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const items = [...(rowRef.current?.children ?? [])];
    const current = items.findIndex((item) => item.contains(document.activeElement));
    const next = items[current + (event.key === 'ArrowRight' ? 1 : -1)];
    const target = next?.querySelector<HTMLElement>('a, button');
    if (current < 0 || !target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ behavior, block: 'nearest', inline: 'nearest' });
  };

  return { rowRef, ends, measure, page, onKeyDown };
}
