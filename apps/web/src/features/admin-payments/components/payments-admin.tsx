import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderRecord,
  ORDER_MESSAGES,
} from '@store/contract/order';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { Pager } from '#web/components/ui/pager';
import { Skeleton } from '#web/components/ui/skeleton';
import { useClampPage } from '#web/lib/use-paged-search';
import { useBlockAccess } from '../api/block-access';
import { useDeletePayment } from '../api/delete-payment';
import { useAllOrders } from '../api/get-all-orders';
import { useGrantAccess } from '../api/grant-access';
import { AllowDialog } from './allow-dialog';
import { PaymentCards } from './payment-cards';
import { PaymentsTable, PaymentsTableSkeleton } from './payments-table';

/**
 * SPEC §2 Payment Management: the four summary cards, then every order row (ten a page) with
 * Allow and Delete on a pending row, Block Access on a paid one and Allow on a blocked one.
 */
export function PaymentsAdmin() {
  const [page, setPage] = useState(1);
  const orders = useAllOrders({ page });
  const totalPages = orders.data?.totalNoPage;
  useClampPage(page, 1, totalPages, setPage);

  const [allowing, setAllowing] = useState<AdminOrderRecord | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const [deleting, setDeleting] = useState<AdminOrderRecord | null>(null);
  const [blocking, setBlocking] = useState<AdminOrderRecord | null>(null);
  const grant = useGrantAccess({ onSuccess: () => setAllowing(null) });
  const remove = useDeletePayment({ onSuccess: () => setDeleting(null) });
  const block = useBlockAccess();

  function allow(typedId: string) {
    if (!allowing) return;
    grant.reset();
    // SPEC §8: the typed id must be the row's own, else nothing is sent.
    if (typedId !== allowing.orderId) {
      setMismatch(true);
      toast.error(ORDER_MESSAGES.grantMismatch);
      return;
    }
    setMismatch(false);
    grant.mutate(allowing.orderId);
  }

  const busyOrderId = grant.isPending
    ? grant.variables
    : remove.isPending
      ? remove.variables
      : block.isPending
        ? block.variables
        : undefined;
  const total = Math.max(totalPages ?? 1, 1);

  return (
    <>
      <PageTitle>Payment Management</PageTitle>

      <div className="mt-6">
        {orders.data ? (
          <PaymentCards summary={orders.data.summary} />
        ) : (
          orders.isPending && (
            <div
              aria-hidden="true"
              className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
            >
              {Array.from({ length: 4 }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={n} className="h-28 w-full rounded-xl" />
              ))}
            </div>
          )
        )}
      </div>

      <div className="mt-6">
        {orders.isPending ? (
          <PaymentsTableSkeleton />
        ) : orders.isError ? (
          <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />
        ) : orders.data.data.length === 0 ? (
          <EmptyState icon={CreditCard}>No payments yet.</EmptyState>
        ) : (
          <PaymentsTable
            rows={orders.data.data}
            firstNumber={(page - 1) * ADMIN_ORDERS_PAGE_SIZE + 1}
            busyOrderId={busyOrderId}
            busy={orders.isPlaceholderData}
            onAllow={(row) => {
              grant.reset();
              setMismatch(false);
              setAllowing(row);
            }}
            onDelete={(row) => {
              remove.reset();
              setDeleting(row);
            }}
            onBlock={setBlocking}
          />
        )}
      </div>

      {orders.data && (
        <Pager
          label={`${page}/${total}`}
          previousDisabled={page <= 1}
          nextDisabled={page >= total || orders.isPlaceholderData}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}

      <AllowDialog
        payment={
          allowing && { productName: allowing.product_details.name, orderId: allowing.orderId }
        }
        pending={grant.isPending}
        error={
          mismatch
            ? ORDER_MESSAGES.grantMismatch
            : grant.isError
              ? ORDER_MESSAGES.actionFailed
              : undefined
        }
        onSubmit={allow}
        onClose={() => setAllowing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Payment"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.isError ? ORDER_MESSAGES.deletionFailed : undefined}
        onConfirm={() => deleting && remove.mutate(deleting.orderId)}
        onClose={() => setDeleting(null)}
      >
        Delete the pending payment for <strong>{deleting?.product_details.name}</strong>? Every
        pending product of order <span className="font-mono break-all">{deleting?.orderId}</span> is
        deleted. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={blocking !== null}
        title="Block Access"
        confirmLabel="Block Access"
        // The dialog closes at once; the row's buttons wait for the answer instead.
        pending={false}
        onConfirm={() => {
          if (blocking) block.mutate(blocking.orderId);
          setBlocking(null);
        }}
        onClose={() => setBlocking(null)}
      >
        Block downloads of <strong>{blocking?.product_details.name}</strong>? Every product of order{' '}
        <span className="font-mono break-all">{blocking?.orderId}</span> stops granting access until
        you allow it again.
      </ConfirmDialog>
    </>
  );
}
