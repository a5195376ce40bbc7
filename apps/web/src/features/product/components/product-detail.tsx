import { STORE_NAME } from '@store/contract/constants';
import type { ProductDetails } from '@store/contract/product';
import { productPath } from '@store/contract/slug';
import type { ReactNode } from 'react';
import { Price } from '#web/components/ui/price';
import { ProductDescription } from './product-description';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductPurchase, type Viewer } from './product-purchase';
import { ShareButton } from './share-button';

/** SPEC §2 Product detail, for a loaded product. */
export function ProductDetail({
  product,
  viewer,
  cartControl,
  saveControl,
  previews,
  reviews,
  suggestions,
}: {
  product: ProductDetails;
  /** Whether someone is signed in and may download free products (features/auth's user). */
  viewer: Viewer;
  /** The cart's Add / remove control, composed in by the page (features stay independent). */
  cartControl?: ReactNode;
  /** The wishlist's Save control (issue 16), composed in by the page, beside Share. */
  saveControl?: ReactNode;
  /** Before/after pairs and the clip (issue 16), composed in by the page, above suggestions. */
  previews?: ReactNode;
  /** The reviews section (issue 16), composed in by the page, under the description. */
  reviews?: ReactNode;
  /** Products of the same category (features/catalogue), composed in by the page, last. */
  suggestions?: ReactNode;
}) {
  const categoryNames = product.category.map((category) => category.name).join(', ');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <title>{`${product.name} | ${STORE_NAME}`}</title>
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery
          name={product.name}
          images={product.image}
          embedVideo={product.more_details.embedVideo}
        />
        <div className="min-w-0">
          {categoryNames && <p className="text-sm font-medium text-brand-700">{categoryNames}</p>}
          <h1
            tabIndex={-1}
            className="mt-1 text-2xl font-semibold tracking-tight break-words text-slate-900"
          >
            {product.name}
          </h1>
          <p className="mt-1 text-sm text-slate-500">{product.unit}</p>
          <Price price={product.price} discount={product.discount} className="mt-3 text-xl" />
          {/* Issue 16: rating, downloads and the product's details, near the price. */}
          <ProductFacts product={product} />
          <ProductPurchase product={product} viewer={viewer} cartControl={cartControl} />
          <div className="mt-4 flex flex-wrap items-center gap-2">
            {saveControl}
            <ShareButton path={productPath(product)} />
          </div>
          <ProductDescription text={product.description} />
        </div>
      </div>
      {previews}
      {reviews}
      {suggestions}
    </div>
  );
}
