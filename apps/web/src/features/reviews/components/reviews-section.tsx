import { lazy, Suspense } from 'react';
import { cn } from '#web/lib/cn';
import { useNearScreen } from '#web/lib/use-near-screen';

/** The list, form and their code and data: loaded only as the section nears the screen. */
const ReviewsPanel = lazy(async () => ({
  default: (await import('./reviews-panel')).ReviewsPanel,
}));

/**
 * The product page's reviews (issue 16 point 4). The page's first load carries only this
 * heading: the panel's code (and zod with it) and the reviews are fetched once the shopper
 * scrolls towards it (or follows the rating's link to #reviews), keeping the product page
 * light (Lighthouse budget, decision 33).
 */
export function ReviewsSection({
  productId,
  signedIn,
  anchor,
}: {
  productId: string;
  signedIn: boolean;
  /** The section's id: the rating near the price links to it. */
  anchor: string;
}) {
  const { ref, near } = useNearScreen<HTMLElement>('25%');
  return (
    <section
      ref={ref}
      id={anchor}
      aria-labelledby={`${anchor}-heading`}
      className="mt-10 scroll-mt-24 border-t border-slate-200 pt-6"
    >
      <h2 id={`${anchor}-heading`} className="text-xl font-semibold tracking-tight text-slate-900">
        Ratings and reviews
      </h2>
      {near ? (
        <Suspense fallback={<PanelSkeleton />}>
          <ReviewsPanel productId={productId} signedIn={signedIn} />
        </Suspense>
      ) : (
        <PanelSkeleton still />
      )}
    </section>
  );
}

/** The panel's footprint; still (no pulse) while nobody is waiting on it yet. */
function PanelSkeleton({ still = false }: { still?: boolean }) {
  const block = cn('rounded-md bg-slate-200', !still && 'motion-safe:animate-pulse');
  return (
    <div aria-hidden="true" className="mt-4 grid gap-6 md:grid-cols-[16rem_1fr]">
      <div className={cn(block, 'h-40 w-full')} />
      <div className="space-y-3">
        <div className={cn(block, 'h-6 w-1/2')} />
        <div className={cn(block, 'h-20 w-full')} />
      </div>
    </div>
  );
}
