import { IMAGE_SIZES } from '@store/contract/images';
import { Play } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { AssetImage } from '#web/components/ui/asset-image';
import { cn } from '#web/lib/cn';

const YOUTUBE_EMBED =
  /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{6,20})/;

/**
 * The privacy-enhanced player for a stored embed link (the contract stores YouTube links in
 * embed form), or undefined when the link is not a YouTube embed.
 */
export function videoEmbedUrl(link: string | undefined): string | undefined {
  const id = link ? YOUTUBE_EMBED.exec(link)?.[1] : undefined;
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : undefined;
}

type Selection = number | 'video';

interface ProductGalleryProps {
  name: string;
  images: readonly string[];
  /** more_details.embedVideo; the player loads only once its thumbnail is chosen. */
  embedVideo?: string;
}

/** SPEC §2 Product detail: the large view and its thumbnails (images, then the video). */
export function ProductGallery({ name, images, embedVideo }: ProductGalleryProps) {
  const video = videoEmbedUrl(embedVideo);
  const [selected, setSelected] = useState<Selection>(0);
  const listRef = useRef<HTMLUListElement>(null);
  const choices: Selection[] = [
    ...images.map((_, index) => index),
    ...(video ? ['video' as const] : []),
  ];

  // Arrow keys move between thumbnails and show the one reached, like a tab list.
  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = choices.indexOf(selected);
    const next = (at + step + choices.length) % choices.length;
    setSelected(choices[next]!);
    listRef.current?.querySelectorAll('button')[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        {selected === 'video' && video ? (
          <iframe
            src={video}
            title={`${name} preview video`}
            className="aspect-square w-full"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <AssetImage
            src={images[selected === 'video' ? 0 : selected]}
            alt={name}
            eager
            width={800}
            height={800}
            sizes={IMAGE_SIZES.productMain}
            className="aspect-square w-full object-contain"
          />
        )}
      </div>
      {choices.length > 1 && (
        <ul
          ref={listRef}
          aria-label="Product images"
          onKeyDown={onKeyDown}
          className="flex gap-2 overflow-x-auto p-1"
        >
          {choices.map((choice, index) => {
            const isSelected = choice === selected;
            const label =
              choice === 'video'
                ? 'Play preview video'
                : `Show image ${index + 1} of ${images.length}`;
            return (
              <li key={choice} className="shrink-0">
                <button
                  type="button"
                  aria-label={label}
                  aria-pressed={isSelected}
                  tabIndex={isSelected ? 0 : -1}
                  onClick={() => setSelected(choice)}
                  className={cn(
                    'relative block size-16 overflow-hidden rounded-lg border-2 sm:size-20',
                    isSelected ? 'border-brand-700' : 'border-slate-200 hover:border-slate-400',
                  )}
                >
                  <AssetImage
                    src={images[choice === 'video' ? 0 : choice]}
                    alt=""
                    width={80}
                    height={80}
                    sizes="80px"
                    className="size-full"
                  />
                  {choice === 'video' && (
                    <span className="absolute inset-0 flex items-center justify-center bg-slate-900/45 text-white">
                      <Play aria-hidden="true" className="size-7 fill-current" />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
