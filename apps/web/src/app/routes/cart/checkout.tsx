import type { CouponPreview } from '@store/contract/coupon';
import { formatINR } from '@store/contract/format';
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { AssetImage } from '#web/components/ui/asset-image';
import { buttonClasses } from '#web/components/ui/button';
import { Page } from '#web/components/ui/page';
import { Price } from '#web/components/ui/price';
import { paths } from '#web/config/paths';
import { useCurrentUser } from '#web/features/auth/api/get-user-details';
import { useCart } from '#web/features/cart/api/get-cart';
import { BillDetails } from '#web/features/cart/components/bill-details';
import { CheckoutForm } from '#web/features/checkout/components/checkout-form';
import { PromoArt } from '#web/features/checkout/components/promo-art';
import { PromoCode } from '#web/features/checkout/components/promo-code';

/** SPEC §2 Checkout (signed-in only): the items and totals, a promo picture, then payment. */
export default function CheckoutPage() {
  const { signedIn, user } = useCurrentUser();
  const { items, totals, isLoading } = useCart();
  const [coupon, setCoupon] = useState<CouponPreview | null>(null);

  if (!signedIn) return <Redirect to={paths.login} replace />;
  if (isLoading || !user) {
    return (
      <Page title="Checkout">
        <p role="status" className="mt-6 text-sm text-slate-500">
          Loading…
        </p>
      </Page>
    );
  }
  if (items.length === 0) {
    return (
      <Page title="Checkout">
        <p className="mt-6 text-slate-700">Your cart is empty.</p>
        <Link to={paths.home} className={buttonClasses({ className: 'mt-4' })}>
          Shop Now
        </Link>
      </Page>
    );
  }
  return (
    <Page title="Checkout">
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="checkout-items" className="flex flex-col gap-4">
          <h2 id="checkout-items" className="sr-only">
            Items
          </h2>
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li
                key={item._id}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3"
              >
                <AssetImage
                  src={item.productId.image[0]}
                  alt=""
                  className="size-16 shrink-0 rounded-lg"
                />
                <div className="min-w-0">
                  <p className="line-clamp-2 font-medium text-slate-900">{item.productId.name}</p>
                  <Price
                    price={item.productId.price}
                    discount={item.productId.discount}
                    className="text-sm"
                  />
                </div>
              </li>
            ))}
          </ul>
          <BillDetails totals={totals} headingLevel={3} />
          <PromoArt />
          <PromoCode applied={coupon} onApplied={setCoupon} />
        </section>
        <section
          aria-labelledby="checkout-payment"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id="checkout-payment" className="mb-3 font-semibold text-slate-900">
            Payment
          </h2>
          {coupon && (
            <dl className="mb-3 grid grid-cols-[1fr_auto] gap-1 text-sm">
              <dt className="text-slate-600">Promo {coupon.code}</dt>
              <dd className="text-emerald-700">−{formatINR(coupon.discount)}</dd>
              <dt className="font-semibold text-slate-900">To pay</dt>
              <dd className="font-semibold text-slate-900" data-testid="amount-to-pay">
                {formatINR(coupon.total)}
              </dd>
            </dl>
          )}
          <CheckoutForm
            defaults={{ email: user.email, mobile: user.mobile ?? '' }}
            coupon={coupon}
          />
        </section>
      </div>
    </Page>
  );
}
