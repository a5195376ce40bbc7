import type { CartItem } from '@store/contract/cart';
import { productPath } from '@store/contract/slug';
import { Link } from 'wouter';
import { AssetImage } from '#web/components/ui/asset-image';
import { Price } from '#web/components/ui/price';
import { CartControl } from './cart-control';

/** One cart line: picture, name, price (original struck through) and the remove control. */
export function CartLine({ item }: { item: CartItem }) {
  const product = item.productId;
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 p-2">
      <AssetImage src={product.image[0]} alt="" className="size-16 shrink-0 rounded-md" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={productPath(product)}
          className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-brand-800"
        >
          {product.name}
        </Link>
        <span className="text-xs text-slate-500">{product.unit}</span>
        <Price price={product.price} discount={product.discount} className="mt-auto text-sm" />
      </div>
      <CartControl product={product} className="self-center" />
    </li>
  );
}
