import { useAdminCategories } from '#web/features/admin-catalogue/api/get-categories';
import { ProductPicker } from '#web/features/admin-catalogue/components/product-picker';
import { CouponsAdmin } from '#web/features/admin-coupons/components/coupons-admin';

/**
 * Issue 17 point 5: the admin's coupons (admin-coupons), limited to categories and products
 * of the catalogue (admin-catalogue), which this page hands to it.
 */
export default function AdminCouponsPage() {
  const categories = useAdminCategories();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <CouponsAdmin
        categories={categories.data ?? []}
        productSearch={(choose) => <ProductPicker choose={choose} />}
      />
    </div>
  );
}
