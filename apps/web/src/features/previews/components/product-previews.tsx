import { thumbnailUrl } from '@store/contract/images';
import type { PreviewClip as PreviewClipData, PreviewPair } from '@store/contract/product';
import { useState } from 'react';
import { cn } from '#web/lib/cn';
import { BeforeAfterSlider } from './before-after-slider';
import { PreviewClip } from './preview-clip';

interface ProductPreviewsProps {
  productName: string;
  previews?: PreviewPair[] | undefined;
  previewClip?: PreviewClipData | undefined;
}

/**
 * The product page's previews (issue 16): the before/after comparison, with one tab per pair
 * when there are several, and the preview clip. Loaded only by the product page, and only for
 * a product that has previews (a lazy chunk): the home page's first load is unchanged.
 */
export default function ProductPreviews({
  productName,
  previews = [],
  previewClip,
}: ProductPreviewsProps) {
  const [chosen, setChosen] = useState(0);
  const pair = previews[Math.min(chosen, previews.length - 1)];
  const titleOf = (index: number) => previews[index]?.label ?? `${productName}, look ${index + 1}`;
  if (!pair && !previewClip) return null;
  return (
    <section aria-labelledby="previews-heading">
      <h2 id="previews-heading" className="text-lg font-semibold text-slate-900">
        See the difference
      </h2>
      <div className="mt-3 grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        {pair && (
          <div className="min-w-0 space-y-2">
            {previews.length > 1 && (
              <fieldset className="flex flex-wrap gap-2">
                <legend className="sr-only">Before and after examples</legend>
                {previews.map((item, index) => (
                  <button
                    // Pairs have no id; their images are unique per pair.
                    key={`${item.before}|${item.after}`}
                    type="button"
                    aria-pressed={index === chosen}
                    onClick={() => setChosen(index)}
                    className={cn(
                      'flex items-center gap-2 rounded-lg border p-1 pr-3 text-sm',
                      index === chosen
                        ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                        : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                    )}
                  >
                    <img
                      src={thumbnailUrl(item.after) ?? item.after}
                      alt=""
                      className="size-10 rounded object-cover"
                    />
                    {item.label ?? `Look ${index + 1}`}
                  </button>
                ))}
              </fieldset>
            )}
            <BeforeAfterSlider
              key={`${pair.before}|${pair.after}`}
              before={pair.before}
              after={pair.after}
              title={titleOf(chosen)}
            />
            <p className="text-xs text-slate-500">
              Drag the divider, or focus it and use the arrow keys, to compare.
            </p>
          </div>
        )}
        {previewClip && <PreviewClip clip={previewClip} title={productName} />}
      </div>
    </section>
  );
}
