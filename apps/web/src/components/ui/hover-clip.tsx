import { type ReactNode, useState } from 'react';

/** A pointer that can hover (a mouse, a trackpad): phones and touch screens never play clips. */
const canHover = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(hover: hover)').matches === true &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches !== true;

/**
 * A product card's image that plays the product's preview clip while a mouse rests on it
 * (issue 16): muted, looping, inline. Until the first hover there is no <video> at all, so a
 * card downloads nothing of the clip; touch, pen and reduced-motion users see the image only.
 */
export function HoverClip({
  clip,
  children,
}: {
  clip: { src: string; poster: string } | undefined;
  children: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  if (!clip) return children;
  return (
    <div
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && canHover()) setPlaying(true);
      }}
      onPointerLeave={() => setPlaying(false)}
    >
      {children}
      {playing && (
        <video
          src={clip.src}
          poster={clip.poster}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          tabIndex={-1}
          data-testid="card-clip"
          className="pointer-events-none absolute inset-0 size-full rounded-lg bg-black object-cover"
        />
      )}
    </div>
  );
}
