import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Modal } from '#web/components/ui/modal';

interface AllowDialogProps {
  /** The row being allowed; null when closed. */
  payment: { productName: string; orderId: string } | null;
  pending: boolean;
  /** Repeated here: the toast sits under the dialog's backdrop. */
  error?: string | undefined;
  /** The id the admin typed, trimmed; the page checks it against the row. */
  onSubmit: (typedId: string) => void;
  onClose: () => void;
}

/**
 * Allow (SPEC §2): before granting access the admin types the payment's order id again, so a
 * click on the wrong row does nothing.
 */
export function AllowDialog({ payment, pending, error, onSubmit, onClose }: AllowDialogProps) {
  return (
    <Modal open={payment !== null} onClose={onClose} title="Allow Access" className="max-w-md">
      {payment && (
        <AllowForm
          payment={payment}
          pending={pending}
          error={error}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function AllowForm({
  payment,
  pending,
  error,
  onSubmit,
  onClose,
}: AllowDialogProps & { payment: NonNullable<AllowDialogProps['payment']> }) {
  const [typed, setTyped] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(typed.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Give <strong>{payment.productName}</strong> to its buyer. Every product of the same order
        gets access.
      </p>
      <Field
        label="Unique ID"
        hint="The unique id asked for is this payment's Order ID (see the table)."
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Allowing…' : 'Allow'}
        </Button>
      </div>
    </form>
  );
}
