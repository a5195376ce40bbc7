import type { AdminProduct } from '@store/contract/product';
import { useEffect } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useDeleteProduct } from '../api/delete-product';

/** SPEC §2 'Permanent Delete' confirmation: the product moves to the recycle bin. */
export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: AdminProduct | null;
  onClose: () => void;
}) {
  const remove = useDeleteProduct({ onSuccess: onClose });
  const { reset } = remove;
  // Each opening starts without the refusal of an earlier one.
  useEffect(() => {
    if (product) reset();
  }, [product, reset]);
  return (
    <ConfirmDialog
      open={product !== null}
      title="Permanent Delete"
      confirmLabel="Delete"
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={() => product && remove.mutate(product._id)}
      onClose={onClose}
    >
      Are you sure you want to delete <strong>{product?.name}</strong>? It moves to the recycle bin,
      where it can be recovered.
    </ConfirmDialog>
  );
}
