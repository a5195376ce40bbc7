import type { Product } from '@store/contract/product';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import { ProductCard, ProductCardSkeleton } from '#web/components/ui/product-card';
import { Skeleton } from '#web/components/ui/skeleton';
import { useNearScreen } from '#web/lib/use-near-screen';
import { useRowScroll } from '../hooks/use-row-scroll';

const SKELETON_CARDS = 6;
/**
 * Cards drawn with the page: one more than the screen shows (4 on a phone, 8 from 1280 px).
 * The rest of a row (the deals strip holds up to 60) is drawn when the shopper reaches into
 * it — scrolls it, points at it or tabs into it — so the home page's first second is not
 * spent on cards nobody sees.
 */
const MAX_FIRST_CARDS = 8;
/** A card's width and the gap after it on a phone (w-36, gap-3). */
const NARROWEST_CARD_PX = 156;

function firstCardCount(): number {
  const width = typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth;
  return Math.min(MAX_FIRST_CARDS, Math.ceil(width / NARROWEST_CARD_PX) + 1);
}
// `relative`: screen-reader-only text inside a card must not escape the scrolling row.
const itemClasses = 'relative w-36 shrink-0 snap-start sm:w-44';
// aria-disabled, not disabled, at an end: a disabled button would drop the keyboard focus.
const arrowClasses =
  'hidden size-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-white md:inline-flex';

interface ProductRowProps {
  /** Undefined while the categories themselves are loading. */
  title?: string;
  /** Where 'See All' leads; no link when there is nowhere to go yet. */
  seeAllTo?: string;
  /** Undefined while loading. */
  products?: readonly Product[];
  /** Placeholder cards while loading (SPEC §2: 6 per category row, 5 for the deals strip). */
  skeletonCount?: number;
  /**
   * Draw the cards only when the row nears the screen (home page rows below the first
   * screen); until then it shows its placeholders.
   */
  drawWhenNear?: boolean;
  /** Told once when the row nears the screen (with `drawWhenNear`). */
  onNearScreen?: () => void;
}

/** A titled, horizontally scrolling row of product cards. */
export function ProductRow({
  title,
  seeAllTo,
  products,
  skeletonCount = SKELETON_CARDS,
  drawWhenNear = false,
  onNearScreen,
}: ProductRowProps) {
  const headingId = useId();
  const [reachedInto, setReachedInto] = useState(false);
  const reachInto = reachedInto ? undefined : () => setReachedInto(true);
  const [firstCards] = useState(firstCardCount);
  // 100px ahead: drawn as it scrolls into sight, not while a phone loads the page above it.
  const nearScreen = useNearScreen<HTMLElement>('100px');
  const waitingForScreen = drawWhenNear && !nearScreen.near;
  const toldNear = useRef(onNearScreen);
  toldNear.current = onNearScreen;
  useEffect(() => {
    if (nearScreen.near) toldNear.current?.();
  }, [nearScreen.near]);
  const drawn = waitingForScreen ? undefined : products;
  const shown = useMemo(
    () => (reachedInto ? drawn : drawn?.slice(0, firstCards)),
    [drawn, reachedInto, firstCards],
  );
  const scroll = useRowScroll<HTMLUListElement>(shown?.length);
  // The cards do not change when only the arrows' state does (it is measured after layout).
  const cards = useMemo(
    () =>
      shown?.map((product) => (
        <li key={product._id} className={itemClasses}>
          <ProductCard product={product} />
        </li>
      )),
    [shown],
  );
  const { atStart, atEnd } = scroll.ends;
  const arrow = (direction: 1 | -1, disabled: boolean) => ({
    type: 'button' as const,
    'aria-disabled': disabled || undefined,
    onClick: () => {
      // The rest of the row is drawn before scrolling: past the first cards there is no room.
      if (reachInto) flushSync(reachInto);
      if (!disabled) scroll.page(direction);
    },
  });
  return (
    <section
      ref={nearScreen.ref}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : 'Loading products'}
      aria-busy={shown ? undefined : true}
      className="py-4"
    >
      <div className="mb-3 flex min-h-7 items-center justify-between gap-4">
        {title ? (
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
        ) : (
          <Skeleton className="h-6 w-40" />
        )}
        <div className="flex shrink-0 items-center gap-2">
          {/* Desktop only: touch screens swipe. No arrows while the whole row fits. */}
          {title && shown && scroll.ends.scrollable && (
            <>
              <button
                {...arrow(-1, atStart)}
                aria-label={`Previous products: ${title}`}
                className={arrowClasses}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                {...arrow(1, atEnd)}
                aria-label={`Next products: ${title}`}
                className={arrowClasses}
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </>
          )}
          {title && seeAllTo && (
            <Link
              to={seeAllTo}
              // Every row has a 'See All'; the category in the name tells them apart.
              aria-label={`See All ${title}`}
              className="shrink-0 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              See All
            </Link>
          )}
        </div>
      </div>
      <ul
        ref={scroll.rowRef}
        onScroll={() => {
          reachInto?.();
          scroll.measure();
        }}
        onPointerEnter={reachInto}
        onFocus={reachInto}
        onKeyDown={scroll.onKeyDown}
        className="-mx-4 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-2"
      >
        {cards ??
          Array.from(
            { length: waitingForScreen ? Math.min(firstCards, skeletonCount) : skeletonCount },
            (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className={itemClasses}>
                <ProductCardSkeleton still={waitingForScreen} />
              </li>
            ),
          )}
      </ul>
    </section>
  );
}
