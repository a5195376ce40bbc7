import type { Address } from '@store/contract/address';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { LoadError } from '#web/components/ui/list-states';
import { Modal } from '#web/components/ui/modal';
import { PageTitle } from '#web/components/ui/page';
import { Skeleton } from '#web/components/ui/skeleton';
import { useCreateAddress } from '#web/features/address/api/create-address';
import { useDisableAddress } from '#web/features/address/api/disable-address';
import { useAddresses } from '#web/features/address/api/get-addresses';
import { useUpdateAddress } from '#web/features/address/api/update-address';
import { AddressCard } from '#web/features/address/components/address-card';
import { AddressForm } from '#web/features/address/components/address-form';

/** SPEC §2 Address: the active addresses, Add Address and Edit popups, and remove. */
export default function AddressPage() {
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const create = useCreateAddress({ onSuccess: () => setAdding(false) });
  const update = useUpdateAddress({ onSuccess: () => setEditing(null) });
  const disable = useDisableAddress();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Address</PageTitle>
        <Button
          onClick={() => {
            create.reset();
            setAdding(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Address
        </Button>
      </div>

      <div className="mt-6">
        {addresses.isPending ? (
          <ul aria-label="Loading addresses" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1].map((n) => (
              <li key={n}>
                <Skeleton className="h-40 rounded-xl" />
              </li>
            ))}
          </ul>
        ) : addresses.isError ? (
          <LoadError message={addresses.error.message} onRetry={() => void addresses.refetch()} />
        ) : addresses.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
            <MapPin aria-hidden="true" className="size-8 text-slate-400" />
            <p className="mt-3 text-sm text-slate-600">
              No saved addresses yet. Add one to check out faster.
            </p>
          </div>
        ) : (
          <ul aria-label="Saved addresses" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {addresses.data.map((address) => (
              <li key={address._id}>
                <AddressCard
                  address={address}
                  onEdit={() => {
                    update.reset();
                    setEditing(address);
                  }}
                  onRemove={() => disable.mutate(address._id)}
                  removing={disable.isPending && disable.variables === address._id}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <Modal open={adding} onClose={() => setAdding(false)} title="Add Address">
        <AddressForm
          submitLabel="Submit"
          pending={create.isPending}
          error={create.error?.message}
          onSubmit={(values) => create.mutate(values)}
          onCancel={() => setAdding(false)}
        />
      </Modal>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Edit Address">
        {editing && (
          <AddressForm
            address={editing}
            submitLabel="Save"
            pending={update.isPending}
            error={update.error?.message}
            onSubmit={(values) => update.mutate({ _id: editing._id, ...values })}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </div>
  );
}
