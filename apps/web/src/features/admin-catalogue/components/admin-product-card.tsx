import type { ReactNode } from 'react';
import { AssetImage } from '#web/components/ui/asset-image';
import { Price } from '#web/components/ui/price';
import { Skeleton } from '#web/components/ui/skeleton';

interface AdminProductCardProps {
  product: {
    _id: string;
    name: string;
    image: string[];
    unit: string;
    price?: number;
    discount?: number;
  };
  /** The card's buttons. */
  children: ReactNode;
}

/** A product in an admin grid: first image, name, unit (and price), then its actions. */
export function AdminProductCard({ product, children }: AdminProductCardProps) {
  return (
    <article
      aria-label={product.name}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-2"
    >
      <AssetImage
        src={product.image[0]}
        alt={product.name}
        className="aspect-square w-full rounded-lg object-contain"
      />
      <h2 className="mt-2 line-clamp-2 text-sm font-medium text-slate-900">{product.name}</h2>
      <p className="mt-0.5 text-xs text-slate-500">{product.unit}</p>
      {product.price !== undefined && (
        <Price price={product.price} discount={product.discount ?? 0} className="mt-1 text-sm" />
      )}
      <div className="mt-auto flex flex-col gap-2 pt-2">{children}</div>
    </article>
  );
}

/** The product grid of an admin list: 2, 4 or 6 columns by width (SPEC §2). */
export const productGridClasses = 'grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-6';

export function ProductGridSkeleton({ label }: { label: string }) {
  return (
    <ul aria-label={label} aria-busy="true" className={productGridClasses}>
      {Array.from({ length: 12 }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={n} className="rounded-xl border border-slate-200 p-2">
          <Skeleton className="aspect-square w-full rounded-lg" />
          <Skeleton className="mt-2 h-4 w-4/5" />
          <Skeleton className="mt-1 h-3 w-1/3" />
          <Skeleton className="mt-3 h-9 w-full" />
        </li>
      ))}
    </ul>
  );
}
