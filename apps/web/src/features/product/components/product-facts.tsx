import type { ProductDetails } from '@store/contract/product';
import { Download, FileText, Monitor, ScrollText, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRating, ratingLabel, reviewCountText, Stars } from '#web/components/ui/star-rating';

/** The reviews section's anchor on the product page (the rating links there). */
export const REVIEWS_ANCHOR = 'reviews';

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** "1.2 GB", "340 KB", "12 B": bytes in the units a download page uses (1 KB = 1024 B). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${SIZE_UNITS[unit]}`;
}

/**
 * Issue 16 point 2, near the price: the rating (to the reviews), how many downloaded it, and
 * the product's details (files, software, resolution, licence) when the admin set them.
 * Nothing for a product with none of these: the page is then as SPEC §2 shows it.
 */
export function ProductFacts({ product }: { product: ProductDetails }) {
  const { ratingAverage, ratingCount, downloadCount } = product;
  const rated = ratingCount !== undefined && ratingAverage !== undefined;
  const details: { icon: ReactNode; term: string; value: ReactNode }[] = [];
  if (product.includedFiles?.length) {
    details.push({
      icon: <FileText aria-hidden="true" className="size-4" />,
      term: 'Included files',
      value: (
        <ul className="space-y-0.5">
          {product.includedFiles.map((file) => (
            <li key={`${file.name}/${file.format}`} className="flex flex-wrap gap-x-2">
              <span className="break-all text-slate-900">{file.name}</span>
              <span className="text-slate-600">
                {file.format} · {formatFileSize(file.sizeBytes)}
              </span>
            </li>
          ))}
        </ul>
      ),
    });
  }
  if (product.compatibleSoftware?.length) {
    details.push({
      icon: <Wrench aria-hidden="true" className="size-4" />,
      term: 'Works with',
      value: product.compatibleSoftware
        .map((s) => (s.versions ? `${s.software} ${s.versions}` : s.software))
        .join(', '),
    });
  }
  if (product.resolution) {
    details.push({
      icon: <Monitor aria-hidden="true" className="size-4" />,
      term: 'Resolution',
      value: product.resolution,
    });
  }
  if (product.licenceSummary) {
    details.push({
      icon: <ScrollText aria-hidden="true" className="size-4" />,
      term: 'Licence',
      value: product.licenceSummary,
    });
  }
  if (!rated && !downloadCount && details.length === 0) return null;

  return (
    <div className="mt-3 space-y-3">
      {(rated || downloadCount) && (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          {rated && (
            <a
              href={`#${REVIEWS_ANCHOR}`}
              className="inline-flex items-center gap-1.5 rounded hover:text-brand-800 hover:underline"
            >
              <Stars value={ratingAverage} className="text-base" />
              <span aria-hidden="true">
                <span className="font-semibold text-slate-900">{formatRating(ratingAverage)}</span>{' '}
                ({reviewCountText(ratingCount)})
              </span>
              <span className="sr-only">{`${ratingLabel(ratingAverage)}, ${reviewCountText(ratingCount)}`}</span>
            </a>
          )}
          {downloadCount ? (
            <span className="inline-flex items-center gap-1.5">
              <Download aria-hidden="true" className="size-4 text-slate-500" />
              {`${downloadCount.toLocaleString('en-IN')} ${downloadCount === 1 ? 'download' : 'downloads'}`}
            </span>
          ) : null}
        </p>
      )}
      {details.length > 0 && (
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-slate-50/60 text-sm">
          {details.map((detail) => (
            <div
              key={detail.term}
              className="grid grid-cols-[7.5rem_1fr] gap-3 px-3 py-2 sm:grid-cols-[9rem_1fr]"
            >
              <dt className="flex items-center gap-1.5 self-start font-medium text-slate-600">
                {detail.icon}
                {detail.term}
              </dt>
              <dd className="min-w-0 text-slate-800">{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
