import type { AdminBanner } from '@store/contract/banner';
import { GalleryHorizontal, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { Modal } from '#web/components/ui/modal';
import { PageTitle } from '#web/components/ui/page';
import { Skeleton } from '#web/components/ui/skeleton';
import { useAddBanner, useAdminBanners, useDeleteBanner, useUpdateBanner } from '../api/banners';
import { BannerCard, bannerName } from './banner-card';
import { BannerForm, type BannerValues } from './banner-form';

const SETS = [
  { kind: 'desktop', heading: 'Desktop and tablet banners' },
  { kind: 'mobile', heading: 'Phone banners' },
] as const;

/** Issue 15: the home banners, each set in order, with their optional texts and button. */
export function BannersAdmin() {
  const banners = useAdminBanners();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const add = useAddBanner({ onSuccess: () => setAdding(false) });
  const update = useUpdateBanner({ onSuccess: () => setEditing(null) });
  const remove = useDeleteBanner({ onSuccess: () => setDeleting(null) });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Banners</PageTitle>
        <Button
          onClick={() => {
            add.reset();
            setAdding(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Banner
        </Button>
      </div>

      <div className="mt-6 space-y-8">
        {banners.isPending ? (
          <Skeleton className="aspect-[10/3] w-full rounded-xl" />
        ) : banners.isError ? (
          <LoadError message={banners.error.message} onRetry={() => void banners.refetch()} />
        ) : banners.data.length === 0 ? (
          <EmptyState icon={GalleryHorizontal}>No banners yet. Add the first one.</EmptyState>
        ) : (
          SETS.map(({ kind, heading }) => {
            const set = banners.data.filter((banner) => banner.kind === kind);
            return (
              <section key={kind} aria-labelledby={`banners-${kind}`}>
                <h2 id={`banners-${kind}`} className="text-lg font-semibold text-slate-900">
                  {heading}
                </h2>
                {set.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-600">None yet.</p>
                ) : (
                  <ul
                    aria-label={heading}
                    className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
                  >
                    {set.map((banner) => (
                      <BannerCard
                        key={banner._id}
                        banner={banner}
                        onEdit={() => {
                          update.reset();
                          setEditing(banner);
                        }}
                        onDelete={() => {
                          remove.reset();
                          setDeleting(banner);
                        }}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        )}
      </div>

      <Modal open={adding} onClose={() => setAdding(false)} title="Add Banner">
        <BannerForm
          submitLabel="Add Banner"
          pending={add.isPending}
          error={add.error?.message}
          onSubmit={(values: BannerValues) => add.mutate(values)}
          onCancel={() => setAdding(false)}
        />
      </Modal>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Update Banner">
        {editing && (
          <BannerForm
            banner={editing}
            submitLabel="Update Banner"
            pending={update.isPending}
            error={update.error?.message}
            onSubmit={(values) => update.mutate({ _id: editing._id, ...values })}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Banner"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
        onClose={() => setDeleting(null)}
      >
        Delete the banner <strong>{deleting && bannerName(deleting)}</strong>? This cannot be
        undone.
      </ConfirmDialog>
    </>
  );
}
