import type { Address } from '@store/contract/address';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}

/** One saved address with its Edit and remove actions (SPEC §2 Address). */
export function AddressCard({ address, onEdit, onRemove, removing }: AddressCardProps) {
  return (
    <article className="flex h-full flex-col justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <address className="text-sm leading-6 not-italic break-words text-slate-700">
        <span className="block font-medium text-slate-900">{address.address_line}</span>
        <span className="block">
          {address.city}, {address.state} – {address.pincode}
        </span>
        <span className="block">{address.country}</span>
        <span className="block">Mobile: {address.mobile}</span>
      </address>
      <div className="flex items-center justify-end gap-1">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button
          variant="ghostDanger"
          size="sm"
          onClick={onRemove}
          disabled={removing}
          aria-label="Remove address"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </article>
  );
}
