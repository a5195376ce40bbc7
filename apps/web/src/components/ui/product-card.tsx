import { productPath } from '@store/contract/slug';
import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'wouter';
import { cn } from '#web/lib/cn';
import { AssetImage } from './asset-image';
import { HoverClip } from './hover-clip';
import { Price } from './price';
import { RatingSummary } from './star-rating';

export interface ProductCardData {
  _id: string;
  name: string;
  image: string[];
  unit: string;
  price: number;
  discount: number;
  stock?: number;
  /** Issue 16: played on hover (desktop), loaded only then. */
  previewClip?: { src: string; poster: string } | undefined;
  /** Issue 16: set only while visible reviews rate the product. */
  ratingAverage?: number | undefined;
  ratingCount?: number | undefined;
}

/**
 * What a card shows under its price, such as the cart's Add / remove control (SPEC §2). The
 * app provides it, so this presentational card depends on no feature; none: nothing shown.
 */
export const ProductCardActionContext = createContext<
  ((product: ProductCardData) => ReactNode) | null
>(null);

/**
 * What sits on a card's image corner, such as the wishlist heart (issue 16). Outside the
 * card's link, since a button inside a link is no button to assistive tech; none: nothing.
 */
export const ProductCardCornerContext = createContext<
  ((product: ProductCardData) => ReactNode) | null
>(null);

export function ProductCard({
  product,
  className,
}: {
  product: ProductCardData;
  className?: string;
}) {
  const corner = useContext(ProductCardCornerContext)?.(product);
  if (!corner) return <CardBody product={product} className={className} />;
  return (
    <div className={cn('relative h-full', className)}>
      <CardBody product={product} />
      <div className="absolute top-3 right-3">{corner}</div>
    </div>
  );
}

function CardBody({ product, className }: { product: ProductCardData; className?: string }) {
  const renderAction = useContext(ProductCardActionContext);
  const action = renderAction?.(product);
  const link = (
    <Link
      to={productPath(product)}
      className={cn(
        'group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-2 transition-shadow hover:shadow-md',
        action ? 'rounded-b-none border-b-0 hover:shadow-none' : className,
      )}
    >
      <HoverClip clip={product.previewClip}>
        <AssetImage
          src={product.image[0]}
          alt={product.name}
          className="aspect-square w-full rounded-lg"
        />
      </HoverClip>
      <span className="mt-2 line-clamp-2 min-h-10 text-sm font-medium text-slate-900 group-hover:text-brand-800">
        {product.name}
      </span>
      {/* Two lines of name and (on phones) of unit, as the placeholder: no jump either way. */}
      <span className="mt-0.5 min-h-8 text-xs text-slate-500 sm:min-h-4">
        {product.unit}
        {/* Issue 16: the rating shares the unit's lines (a phone's second), so it adds no height. */}
        {product.ratingCount ? (
          <RatingSummary
            average={product.ratingAverage}
            count={product.ratingCount}
            className="ml-1.5 align-top"
          />
        ) : null}
      </span>
      <Price
        price={product.price}
        discount={product.discount}
        // SPEC §5: a free product is downloaded from its page once logged in, never bought.
        freeNote="Download after login"
        className="mt-auto pt-1 text-sm"
      />
    </Link>
  );
  if (!action) return link;
  return (
    <div
      className={cn(
        'flex h-full flex-col rounded-xl border border-slate-200 bg-white transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="flex-1 [&>a]:border-0">{link}</div>
      <div className="px-2 pb-2">{action}</div>
    </div>
  );
}

/**
 * Same footprint as a loaded card, so rows do not jump when products arrive: two lines of
 * name, the unit (two lines on phones), the price (which wraps on phones) and, where cards
 * carry one, the cart control.
 */
export function ProductCardSkeleton({ still = false }: { still?: boolean }) {
  const withAction = useContext(ProductCardActionContext) !== null;
  // `still`: a placeholder nobody is waiting on (a row not yet scrolled to) does not pulse;
  // every pulsing block is a style and paint update on every frame while the page loads.
  const fill = still ? 'bg-slate-200' : 'bg-slate-200 motion-safe:animate-pulse';
  const bar = `rounded ${fill}`;
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-xl border border-slate-200 p-2">
      <div className={cn('aspect-square w-full rounded-lg', fill)} />
      <div className="mt-2 flex h-10 flex-col justify-center gap-1.5">
        <div className={cn(bar, 'h-3.5 w-4/5')} />
        <div className={cn(bar, 'h-3.5 w-3/5')} />
      </div>
      <div className="mt-0.5 h-8 pt-1 sm:h-4">
        <div className={cn(bar, 'h-3 w-1/3')} />
      </div>
      <div className="flex h-10 items-end pb-0.5 sm:h-6">
        <div className={cn(bar, 'h-4 w-1/2')} />
      </div>
      {withAction && <div className={cn('mt-2 h-9 rounded-lg', fill)} />}
    </div>
  );
}
