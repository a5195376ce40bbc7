import type { AdminBanner } from '@store/contract/banner';
import { Pencil, Trash2 } from 'lucide-react';
import { AssetImage } from '#web/components/ui/asset-image';
import { Button } from '#web/components/ui/button';

export const bannerName = (banner: AdminBanner) => banner.title ?? banner.alt;

/** One banner of a set: its picture, texts, position, and Edit and Delete. */
export function BannerCard({
  banner,
  onEdit,
  onDelete,
}: {
  banner: AdminBanner;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-3">
      <AssetImage
        src={banner.image}
        alt={banner.alt}
        className={
          banner.kind === 'desktop'
            ? 'aspect-[10/3] w-full rounded-lg object-cover'
            : 'aspect-[4/3] w-full rounded-lg object-cover'
        }
      />
      <div className="mt-2 min-w-0 space-y-0.5 text-sm">
        <p className="font-semibold break-words text-slate-900">{banner.title ?? 'No title'}</p>
        {banner.subtitle && <p className="break-words text-slate-700">{banner.subtitle}</p>}
        <p className="text-slate-600">
          {banner.buttonLabel ? `Button: ${banner.buttonLabel}` : 'No button'}
          {banner.linkUrl && (
            <>
              {' → '}
              <span className="break-all">{banner.linkUrl}</span>
            </>
          )}
        </p>
        <p className="text-slate-600">
          Position {banner.position}
          {banner.active ? '' : ' · Hidden from the home page'}
        </p>
      </div>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-3">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${bannerName(banner)}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button
          variant="danger"
          size="sm"
          aria-label={`Delete ${bannerName(banner)}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}
