import type { PreviewClip, PreviewPair } from '@store/contract/product';
import { lazy, Suspense } from 'react';
import { Skeleton } from '#web/components/ui/skeleton';
import { useNearScreen } from '#web/lib/use-near-screen';

/** The comparison and the clip: their code and images load as the section nears the screen. */
const ProductPreviews = lazy(() => import('./product-previews'));

/**
 * The product page's previews (issue 16 point 3), below the description. Nothing of them is
 * part of the page's first load: the chunk and the before/after images are fetched once the
 * shopper scrolls towards them, so the product page's largest image has the network to
 * itself (Lighthouse mobile ≥ 95, decision 33). A product without previews shows nothing.
 */
export function PreviewsSection({
  productName,
  previews,
  previewClip,
}: {
  productName: string;
  previews?: PreviewPair[] | undefined;
  previewClip?: PreviewClip | undefined;
}) {
  const { ref, near } = useNearScreen<HTMLDivElement>('25%');
  if (!previews?.length && !previewClip) return null;
  return (
    <div ref={ref} className="mt-10">
      {near ? (
        <Suspense fallback={<PreviewsSkeleton />}>
          <ProductPreviews
            productName={productName}
            previews={previews}
            previewClip={previewClip}
          />
        </Suspense>
      ) : (
        // Not loading yet, so it does not pulse (a pulsing block repaints every frame).
        <div aria-hidden="true" className="aspect-[4/3] w-full rounded-xl bg-slate-100 lg:w-3/5" />
      )}
    </div>
  );
}

function PreviewsSkeleton() {
  return <Skeleton className="aspect-[4/3] w-full rounded-xl lg:w-3/5" />;
}
