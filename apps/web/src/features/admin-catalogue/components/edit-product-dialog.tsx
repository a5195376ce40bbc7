import type { AdminProduct } from '@store/contract/product';
import type { ReactNode } from 'react';
import { Modal } from '#web/components/ui/modal';
import { useUpdateProduct } from '../api/update-product';
import { ProductForm } from './product-form';

/**
 * More of the Edit popup, saved by its one button (the page adds the product's feedback
 * survey here: another feature, composed by the page).
 */
export interface EditProductExtra {
  /** Inside the form, above its buttons. */
  fields: ReactNode;
  /** Checked first, so nothing is saved while it is wrong. */
  validate: () => boolean;
  /** After the product is saved; false keeps the popup open (a second press saves the rest). */
  save: () => Promise<boolean>;
}

/** SPEC §2 Edit popup: the product form, filled in, saving with Update Product. */
export function EditProductDialog({
  product,
  onClose,
  extra,
}: {
  product: AdminProduct | null;
  onClose: () => void;
  extra?: EditProductExtra | null | undefined;
}) {
  return (
    <Modal open={product !== null} onClose={onClose} title="Edit Product" className="max-w-3xl">
      {/* Keyed, so each opening starts with a fresh form and no earlier refusal. */}
      {product && (
        <EditProductForm key={product._id} product={product} onClose={onClose} extra={extra} />
      )}
    </Modal>
  );
}

function EditProductForm({
  product,
  onClose,
  extra,
}: {
  product: AdminProduct;
  onClose: () => void;
  extra: EditProductExtra | null | undefined;
}) {
  // The mutation stays pending until the extra part is saved too.
  const update = useUpdateProduct({
    onSuccess: async () => {
      if ((await extra?.save()) ?? true) onClose();
    },
  });
  return (
    <ProductForm
      product={product}
      submitLabel="Update Product"
      pending={update.isPending}
      error={update.error?.message}
      onSubmit={(request) => {
        if (!(extra?.validate() ?? true)) return;
        update.mutate({ _id: product._id, ...request });
      }}
      onCancel={onClose}
    >
      {extra?.fields}
    </ProductForm>
  );
}
