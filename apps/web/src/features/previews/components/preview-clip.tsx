/**
 * The product's preview clip on its page: the shopper starts it (controls), muted, inline on
 * phones, nothing downloaded before that but the poster (preload="none").
 */
export function PreviewClip({
  clip,
  title,
}: {
  clip: { src: string; poster: string; durationSec: number };
  title: string;
}) {
  return (
    <figure className="space-y-1">
      <video
        src={clip.src}
        poster={clip.poster}
        controls
        muted
        playsInline
        preload="none"
        aria-label={`Preview clip: ${title}`}
        className="aspect-video w-full rounded-xl bg-slate-900 object-contain"
      />
      <figcaption className="text-xs text-slate-500">
        Preview clip, {Math.round(clip.durationSec)} s, no sound
      </figcaption>
    </figure>
  );
}
