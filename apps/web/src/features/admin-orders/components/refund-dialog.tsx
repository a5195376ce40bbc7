import { formatINR } from '@store/contract/format';
import type { OrderItemView } from '@store/contract/order-view';
import { REFUND_REASON_MAX, REFUND_REASON_MIN } from '@store/contract/refund';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/field';
import { Modal } from '#web/components/ui/modal';
import { newRequestKey, useRefundOrder } from '../api/refund';

export interface RefundTarget {
  /** One item, or every item not refunded yet. */
  items: OrderItemView[];
  all: boolean;
}

/**
 * The Refund dialog (decision 0044): what is refunded and for how much, a required reason,
 * and one submit. Its request key is made when the dialog opens, so pressing Refund twice
 * (or again after a lost reply) refunds once. Submitting is disabled while the request runs.
 */
export function RefundDialog({
  orderId,
  target,
  onClose,
}: {
  orderId: string;
  target: RefundTarget | null;
  onClose: () => void;
}) {
  const title = target?.all ? 'Refund all items' : 'Refund item';
  return (
    <Modal open={target !== null} onClose={onClose} title={title}>
      {target && <RefundForm orderId={orderId} target={target} onDone={onClose} />}
    </Modal>
  );
}

function RefundForm({
  orderId,
  target,
  onDone,
}: {
  orderId: string;
  target: RefundTarget;
  onDone: () => void;
}) {
  const [requestKey] = useState(newRequestKey);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const refund = useRefundOrder();
  const amount = target.items.reduce((sum, item) => sum + item.amount, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REFUND_REASON_MIN) {
      setReasonError(`Please give a reason of at least ${REFUND_REASON_MIN} characters.`);
      return;
    }
    setReasonError(undefined);
    refund.mutate(
      {
        orderId,
        items: target.all ? 'all' : target.items.map((item) => item.productId),
        reason: trimmed,
        requestKey,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="text-sm text-slate-700">
        <p>The buyer's download of these stops at once:</p>
        <ul className="mt-1 list-disc pl-5">
          {target.items.map((item) => (
            <li key={item.productId}>
              {item.name} — {formatINR(item.amount)}
            </li>
          ))}
        </ul>
      </div>
      <TextareaField
        label="Reason"
        name="reason"
        rows={3}
        required
        maxLength={REFUND_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
        hint="Sent to the payment provider with the refund."
      />
      {refund.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {refund.error.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={refund.isPending}>
          {refund.isPending ? 'Refunding…' : `Refund ${formatINR(amount)}`}
        </Button>
      </div>
    </form>
  );
}
